// libcrypt (libxcrypt) for AppData's password hashing on Linux: crypt_gensalt_rn and crypt_rn.
#include <crypt.h>
