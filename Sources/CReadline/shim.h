#ifndef WIZARD_CREADLINE_SHIM_H
#define WIZARD_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#endif
