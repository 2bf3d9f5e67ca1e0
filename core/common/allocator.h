#pragma once

#include <cstddef>

namespace core {

// Sets the C library's allocator for catalogs of 100,000 offers; both executables call it first
// thing in main(), and the benchmarks that stand for them do too.
//
// An evaluation's rows are one block of tens of megabytes, made anew at every workload change
// while the rows on screen are still alive. glibc serves a block over 32 MiB from mmap and gives
// it back to the system when freed, so every evaluation wrote into fresh pages and paid a page
// fault per 4 KiB: 40 % of an evaluation's time on this machine (bench_engine under perf), and a
// workload change at 100,000 offers took 150-200 ms where it now takes 40-55 ms (bench_workload).
// Blocks up to 128 MiB now come from the heap, and up to 256 MiB freed at its top stays there
// for the next evaluation; a larger catalog's rows are mapped as before. Other C libraries keep
// their own policy (nothing is set there).
void tuneAllocator();

// Asks the system to back the untouched memory of a large block about to be written with huge
// pages (2 MiB on x86-64: one page fault where there were 512). A catalog's first load writes
// ~70 MB of fresh memory (the offers, then their evaluation), and page faults were a fifth of
// a 100,000-offer start under perf. Linux only (transparent huge pages in "madvise" mode, as
// Debian and Ubuntu ship); elsewhere, and for blocks under 4 MiB, nothing happens.
void adviseHugePages(const void *data, std::size_t bytes);

} // namespace core
