#ifndef WIZARD_CSYSTEMCALL_SHIM_H
#define WIZARD_CSYSTEMCALL_SHIM_H
#ifdef __linux__
#include <stddef.h>
#include <unistd.h>
#include <sys/syscall.h>

#ifndef SYS_openat2
#define SYS_openat2 437
#endif

/* openat2(2), which glibc does not wrap and Swift cannot reach through the variadic
   syscall(2). `how` points at a `struct open_how` of `size` bytes. Returns the new
   descriptor, or -1 with errno set. */
static inline int wizard_openat2(int folder, const char *path, const void *how, size_t size) {
    return (int)syscall(SYS_openat2, folder, path, how, size);
}
#endif
#endif
