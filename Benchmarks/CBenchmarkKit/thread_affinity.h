#ifndef MOTIONBENCH_THREAD_AFFINITY_H
#define MOTIONBENCH_THREAD_AFFINITY_H

#include <sched.h>
#include <sys/types.h>

// GNU extensions that Swift's Glibc module does not export (it is built without
// _GNU_SOURCE); declared here as glibc defines them.
extern int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *mask);
extern int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *mask);

/// Reads the calling thread's CPU affinity mask; 0 on success, -1 with errno set.
static inline int motionbench_get_thread_affinity(cpu_set_t *mask) {
  return sched_getaffinity(0, sizeof *mask, mask);
}

/// Sets the calling thread's CPU affinity mask; 0 on success, -1 with errno set.
static inline int motionbench_set_thread_affinity(const cpu_set_t *mask) {
  return sched_setaffinity(0, sizeof *mask, mask);
}

#endif
