#ifndef WIZARD_TESTS_CCHILDPROCESS_SHIM_H
#define WIZARD_TESTS_CCHILDPROCESS_SHIM_H
#ifdef __linux__
#include <fcntl.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Calls the tests' child processes need that glibc declares only under _GNU_SOURCE,
   which the Swift Glibc module is built without. */

/* pipe2(2) with O_CLOEXEC: both ends close on exec from the start, so a child that another
   test thread starts at the same moment cannot inherit them. */
static inline int child_process_pipe(int fds[2]) {
    return (int)syscall(SYS_pipe2, fds, O_CLOEXEC);
}

/* glibc's own (2.29 and later): the child changes to `path` before it runs the program. */
int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

/* glibc's own (2.34 and later): the child closes every descriptor from `from` up before it
   runs the program, so it holds no file another test thread has open at that moment. */
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
#endif
#endif
