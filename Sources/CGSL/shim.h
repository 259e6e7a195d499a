#ifndef MOTIONBENCH_CGSL_SHIM_H
#define MOTIONBENCH_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_min.h>
#include <gsl/gsl_multifit_nlinear.h>

// The stepper types are mutable C globals, which Swift 6 refuses to read
// from concurrent code; these accessors return them as plain values.
static inline const gsl_odeiv2_step_type *cgsl_step_rk2(void) { return gsl_odeiv2_step_rk2; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk4(void) { return gsl_odeiv2_step_rk4; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkck(void) { return gsl_odeiv2_step_rkck; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk1imp(void) { return gsl_odeiv2_step_rk1imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk2imp(void) { return gsl_odeiv2_step_rk2imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk4imp(void) { return gsl_odeiv2_step_rk4imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_bsimp(void) { return gsl_odeiv2_step_bsimp; }
static inline const gsl_odeiv2_step_type *cgsl_step_msadams(void) { return gsl_odeiv2_step_msadams; }
static inline const gsl_odeiv2_step_type *cgsl_step_msbdf(void) { return gsl_odeiv2_step_msbdf; }

// The root-finding, minimization and least-squares method types, likewise.
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) { return gsl_root_fsolver_brent; }
static inline const gsl_min_fminimizer_type *cgsl_min_fminimizer_brent(void) { return gsl_min_fminimizer_brent; }
static inline const gsl_multifit_nlinear_type *cgsl_multifit_nlinear_trust(void) { return gsl_multifit_nlinear_trust; }

#endif
