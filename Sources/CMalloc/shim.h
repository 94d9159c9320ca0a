#ifndef WIZARD_CMALLOC_SHIM_H
#define WIZARD_CMALLOC_SHIM_H
// glibc's malloc tuning (`mallopt`), which Swift's Glibc module does not bring in. Used only
// by the `wizard` executable (HeapPreparation.swift); nothing to link.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
