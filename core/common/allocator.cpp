#include "allocator.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace core {

void tuneAllocator()
{
#if defined(__GLIBC__)
    constexpr int mib = 1024 * 1024;
    // Setting the mmap threshold also stops glibc from moving it (M_MMAP_THRESHOLD in mallopt(3)).
    mallopt(M_MMAP_THRESHOLD, 128 * mib);
    mallopt(M_TRIM_THRESHOLD, 256 * mib);
#endif
}

} // namespace core
