chapter: web/svm.w
breaks: the certificate tolerance is loosened by 10^6
@x
#define MM_SVM_CERT_TOL (0x1p16 * DBL_EPSILON) /* certificates must hold to $2^{16}\epsilon$ */
@y
#define MM_SVM_CERT_TOL (0x1p16 * DBL_EPSILON * 1e6) /* certificates must hold to $2^{16}\epsilon$ */
@z
