#include "allocator.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <cstdint>

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

void adviseHugePages(const void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t hugePage = 2 * 1024 * 1024;
    if (bytes < 2 * hugePage)
        return;
    // The whole huge pages inside the block: the kernel maps only aligned ones.
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + hugePage - 1) & ~(hugePage - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(hugePage - 1);
    if (end > begin) // a refusal (no THP in this kernel) changes nothing: the pages stay small
        (void)madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace core
