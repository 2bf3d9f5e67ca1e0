#!/usr/bin/env python3
"""Medians of the sd-extension-system-info benchmark submissions, per device.

The catalog's `sdsi-*` series (tools/catalog/curation.json, docs/catalog-sources.md) hold only
the medians this prints; the data file is not in the repository. Read it from git, e.g.

    git -C SD-EXTENSION-SYSTEM-INFO show 0a93d2e:pages/benchmark-data.json > old.json
    python3 tools/catalog/sdsi-medians.py old.json                      # sdsi-a1111-2023
    git -C SD-DATA show 88b88cf6:pages/benchmark-data.json > new.json
    python3 tools/catalog/sdsi-medians.py new.json --after 2023-04-19T21:02:05.875Z \
        --vram "NVIDIA GeForce RTX 3060=12" --vram "NVIDIA GeForce RTX 3080=10" \
        --vram "NVIDIA GeForce RTX 4060 Ti=16" --vram "NVIDIA GeForce RTX 2080 Ti=11"  # sdsi-2023-08

(SD-EXTENSION-SYSTEM-INFO: github.com/vladmandic/sd-extension-system-info; SD-DATA:
github.com/vladmandic/sd-data.) A row is seconds_per_batch = 20 x 4 / median it/s.

Each submission is [id, time, "it/s at batch 1 / 2 / 4 [/ 8 / 16]", app, system, torch,
"device:NAME (n) ... NNGB", attention, checkpoint, user, note]. The extension's standard benchmark
(scripts/benchmark.py): txt2img 512x512, Euler a, 20 steps; it/s = steps x batch / wall time.
The method of the catalog rows: the batch-4 entry (the third); SDXL checkpoints (an "xl" in
the checkpoint name) left out; submissions beyond 1.5x of the raw median either way rejected;
the median of the rest and its count.
"""
import argparse
import collections
import json
import re
import statistics


def device(rec):
    m = re.match(r"device:(.*?) \(\d+\)", rec[6])
    return m.group(1).strip() if m else None


def vram_gb(rec):
    m = re.search(r"(\d+)GB\s*$", rec[6])
    return int(m.group(1)) if m else None


def entry(rec, index):
    parts = [p.strip() for p in rec[2].split("/")]
    if len(parts) <= index:
        return None
    try:
        value = float(parts[index])
    except ValueError:
        return None
    return value if value > 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--after", help="only submissions later than this ISO time")
    ap.add_argument("--until", help="only submissions up to this ISO time")
    ap.add_argument("--entry", type=int, default=2, help="index in the sweep (2 = batch 4)")
    ap.add_argument("--min", type=int, default=1, help="smallest count kept to print")
    ap.add_argument("--vram", action="append", default=[],
                    help="NAME=GB: only that device's submissions reporting GB of memory")
    args = ap.parse_args()
    records = json.load(open(args.data))
    if args.after:
        records = [r for r in records if r[1] > args.after]
    if args.until:
        records = [r for r in records if r[1] <= args.until]
    vram_of = dict((k, int(v)) for k, v in (a.rsplit("=", 1) for a in args.vram))
    by_device = collections.defaultdict(list)
    for r in records:
        if re.search("xl", r[8], re.I):
            continue
        name = device(r)
        if name in vram_of and vram_gb(r) != vram_of[name]:
            continue
        value = entry(r, args.entry)
        if value is not None:
            by_device[name].append(value)
    for name, values in sorted(by_device.items(), key=lambda kv: (-len(kv[1]), str(kv[0]))):
        raw = statistics.median(values)
        kept = [v for v in values if raw / 1.5 <= v <= raw * 1.5]
        if len(kept) >= args.min:
            print(f"{name}\t{vram_of.get(name, 'any')} GB\tsubmissions {len(values)}\traw median {raw:g}\t"
                  f"kept {len(kept)}\tmedian {statistics.median(kept):g} it/s")


if __name__ == "__main__":
    main()
