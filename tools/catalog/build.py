#!/usr/bin/env python3
"""Build GPU Scout's bundled catalog through the application's own update.

    python3 tools/catalog/build.py --cli build/app/cli/gpuscout-cli --data ../shared/data \
        --out resources/catalog/gpuscout-catalog.json --report docs/catalog-build-report.md

1. curate.py writes the curated catalog (the reference CSVs and curation.json).
2. gpuscout-cli imports it into a scratch database.
3. Every public price file in sources/manifest.json is served from loopback in the layout of
   raw.githubusercontent.com (owner/repo/commit/path), with GitHub's commits API beside it
   when the manifest knows the file's last commit date, and `gpuscout-cli update --source
   skypilot:<cloud> --url …` runs the real adapter and merge over it, exactly as an update by
   a user does: one offer per machine with its regions, the data's date or none.
4. gpuscout-cli publish-catalog writes the merged catalog; the loopback address in each
   source is replaced by the file's address at its commit on raw.githubusercontent.com, and
   curate.py --check validates the result.

Standard library only. The report (--report) lists per cloud the rows read, the offers the
adapter made, the unknown GPU names and what the merge did.
"""

import argparse
import csv
import http.server
import io
import json
import os
import subprocess
import sys
import tempfile
import threading
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "sources", "manifest.json")
RAW = "https://raw.githubusercontent.com/"


def load_manifest(path):
    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)
    base = os.path.dirname(os.path.abspath(path))
    for entry in manifest["files"]:
        entry["local"] = os.path.normpath(os.path.join(base, entry["file"]))
    return manifest


class Mirror(http.server.ThreadingHTTPServer):
    """raw.githubusercontent.com and api.github.com's commits API for the manifest's files."""

    def __init__(self, manifest):
        self.routes = {}
        self.commits = {}
        repo = manifest["repository"]
        for entry in manifest["files"]:
            self.routes[f"/{repo}/{entry['commit']}/{entry['path']}"] = entry["local"]
            if entry.get("commit_date"):
                self.commits[(entry["path"], entry["commit"])] = entry["commit_date"]
        self.commits_path = f"/repos/{repo}/commits"
        super().__init__(("127.0.0.1", 0), MirrorHandler)


class MirrorHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 (http.server's name)
        url = urllib.parse.urlsplit(self.path)
        body = None
        kind = "text/csv"
        if url.path in self.server.routes:
            with open(self.server.routes[url.path], "rb") as f:
                body = f.read()
        elif url.path == self.server.commits_path:
            query = urllib.parse.parse_qs(url.query)
            date = self.server.commits.get((query.get("path", [""])[0], query.get("sha", [""])[0]))
            if date:
                body = json.dumps([{"commit": {"committer": {"date": date}}}]).encode()
                kind = "application/json"
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def cli(args, database, *arguments, check=True):
    command = [args.cli, "--database", database, *arguments]
    done = subprocess.run(command, capture_output=True, text=True,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if check and done.returncode != 0:
        sys.exit(f"build: {' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    return done


def rows_in(path):
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        next(reader, None)
        return sum(1 for _ in reader)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cli", required=True, help="the gpuscout-cli executable")
    ap.add_argument("--data", required=True, help="directory with the raw reference CSVs")
    ap.add_argument("--out", required=True, help="catalog JSON to write")
    ap.add_argument("--manifest", default=MANIFEST, help="the public files to run (sources/manifest.json)")
    ap.add_argument("--report", help="Markdown report of what each source did")
    args = ap.parse_args(argv)
    manifest = load_manifest(args.manifest)

    with tempfile.TemporaryDirectory() as scratch:
        curated = os.path.join(scratch, "curated.json")
        database = os.path.join(scratch, "catalog.sqlite")
        done = subprocess.run([sys.executable, os.path.join(HERE, "curate.py"), "--data", args.data,
                               "--out", curated])
        if done.returncode != 0:
            sys.exit("build: curate.py failed")
        cli(args, database, "import", curated)

        mirror = Mirror(manifest)
        threading.Thread(target=mirror.serve_forever, daemon=True).start()
        origin = f"http://127.0.0.1:{mirror.server_address[1]}/"
        results = []
        try:
            for entry in manifest["files"]:
                url = f"{origin}{manifest['repository']}/{entry['commit']}/{entry['path']}"
                run = cli(args, database, "--format", "json", "update", "--source",
                          f"skypilot:{entry['cloud']}", "--url", url, check=False)
                try:
                    outcome = json.loads(run.stdout)[0]
                except (ValueError, IndexError):
                    outcome = {"status": "failed", "message": run.stderr.strip()}
                results.append((entry, outcome, rows_in(entry["local"])))
                if outcome.get("status") != "updated":
                    sys.exit(f"build: skypilot:{entry['cloud']} did not apply: {run.stderr.strip()}")
        finally:
            mirror.shutdown()

        merged = os.path.join(scratch, "merged.json")
        cli(args, database, "publish-catalog", "--out", merged)
        with open(merged, encoding="utf-8") as f:
            doc = json.load(f)
        with open(curated, encoding="utf-8") as f:
            order = json.load(f)

    # The offers name the address they were read from: the file at its commit, not loopback,
    # and the day it was read (apart from observed_at, the data's own date).
    for offer in doc["offers"]:
        if origin in offer["source"]:
            offer["source"] = (offer["source"].replace(origin, RAW)
                               + f" (read {manifest['read_at']})")
    # A provider the catalog lacked is added by its source, dated by the run; pinned to the
    # day the files were read so that a later run writes the same document.
    for provider in doc["providers"]:
        if (provider.get("notes") or "").startswith("added by the price source"):
            provider["observed_at"] = manifest["read_at"]
    doc = in_curated_order(doc, order)
    text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    done = subprocess.run([sys.executable, os.path.join(HERE, "curate.py"), "--check", args.out])
    if done.returncode != 0:
        sys.exit("build: the merged catalog does not validate")
    if args.report:
        write_report(args.report, manifest, results, doc)
    providers = {o["provider"] for o in doc["offers"]}
    print(f"build: {len(doc['offers'])} offers from {len(providers)} providers -> {args.out}")
    return 0


def in_curated_order(doc, curated):
    """The published document in curate.py's layout, so that a regeneration diffs by value:
    publish-catalog writes keys alphabetically and 35.0 as 35. A record the update left as it
    was is curate.py's own record (equal value for value); the others take its key order."""
    def ordered(record, keys):
        return {**{k: record[k] for k in keys if k in record},
                **{k: v for k, v in record.items() if k not in keys}}

    out = ordered(doc, list(curated))
    for name, records in curated.items():
        if not (isinstance(records, list) and records and isinstance(out.get(name), list)):
            continue
        keys = list(records[0])
        same = {value_key(r): r for r in records}
        out[name] = [same.get(value_key(r), ordered(r, keys)) for r in out[name]]
    return out


def value_key(record):
    """A record's values as text, 35.0 and 35 alike."""
    def plain(value):
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [plain(v) for v in value]
        return value

    return json.dumps(plain(record), sort_keys=True)


def write_report(path, manifest, results, doc):
    out = io.StringIO()
    out.write("# What the price sources made of the bundled catalog's public files\n\n")
    out.write("Written by `tools/catalog/build.py` (do not edit). Files: `tools/catalog/sources/"
              f"manifest.json`, read from github.com/{manifest['repository']} on "
              f"{manifest['read_at']}.\n\n")
    out.write("Rows read: the file's CSV records (CPU rows included). Offers made: one per machine "
              "(provider × GPU × count × instance type), its regions in the notes. New: machines "
              "the curated catalog lacked. Curated kept: machines the curated catalog already had, "
              "whose dated curated price stays because the file's data is undated.\n\n")
    out.write("| cloud | file | rows read | offers made | unknown names | new | curated kept | "
              "updated | data date |\n|---|---|---|---|---|---|---|---|---|\n")
    for entry, outcome, rows in results:
        offers = outcome.get("offers") or 0
        added = outcome.get("new") or 0
        updated = outcome.get("updated") or 0
        out.write(f"| {entry['cloud']} | `{entry['path']}` @{entry['commit'][:7]}"
                  f"{' (excerpt)' if entry.get('excerpt') else ''} | {rows} | {offers} | "
                  f"{outcome.get('unknown_gpus') or '—'} | {added} | {offers - added - updated} | "
                  f"{updated} | {entry.get('commit_date') or 'unknown'} |\n")
    by_provider = {}
    for offer in doc["offers"]:
        by_provider.setdefault(offer["provider"], []).append(offer)
    undated = sum(1 for o in doc["offers"] if not o.get("observed_at"))
    out.write(f"\nThe catalog: {len(doc['offers'])} offers from {len(by_provider)} providers; "
              f"{undated} offers have no data date (their file's last commit date was not "
              "readable offline).\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write(out.getvalue())


if __name__ == "__main__":
    sys.exit(main())
