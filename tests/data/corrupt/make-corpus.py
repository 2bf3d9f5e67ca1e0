#!/usr/bin/env python3
"""Writes the corrupt-input corpus: each file is tests/data/catalog-small.json with one fault.

Run from the repository root: python3 tests/data/corrupt/make-corpus.py
expected.json (the message each file must produce) is written by hand and checked by
tests/core/tst_corruptcorpus.cpp, which also fails for a file that expected.json does not list.
"""
import copy
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = json.load(open(os.path.join(HERE, '..', 'catalog-small.json'), encoding='utf-8'))


def dump(doc):
    return json.dumps(doc, ensure_ascii=False, indent=1).encode('utf-8')


def mutate(change):
    doc = copy.deepcopy(BASE)
    change(doc)
    return dump(doc)


def setter(section, index, key, value):
    def change(doc):
        doc[section][index][key] = value
    return change


def top(key, value):
    def change(doc):
        doc[key] = value
    return change


def delete(section, index, key):
    def change(doc):
        del doc[section][index][key]
    return change


def drop(key):
    def change(doc):
        del doc[key]
    return change


def raw(text):
    return text.encode('utf-8')


def replace_first(old, new):
    data = dump(BASE)
    assert old.encode() in data, old
    return data.replace(old.encode(), new.encode(), 1)


CASES = {
    # Not JSON at all, or not a catalog object.
    'syntax-empty.json': b'',
    'syntax-truncated.json': dump(BASE)[:200],
    'syntax-trailing-comma.json': raw('{"schema_version": 1,}'),
    'syntax-array.json': raw('[1, 2, 3]'),
    'syntax-binary.json': bytes(range(256)),
    'syntax-single-quotes.json': raw("{'schema_version': 1}"),
    # Lenient JSON that a strict reader refuses.
    'strict-duplicate-key.json': replace_first('"catalog_version": "test-1"',
                                               '"catalog_version": "test-1", "catalog_version": "evil"'),
    'strict-duplicate-price.json': replace_first('"on_demand_per_hour": 0.69',
                                                 '"on_demand_per_hour": 0.69, "on_demand_per_hour": 0.0069'),
    'strict-raw-nul.json': replace_first('"RunPod"', '"Run\x00Pod"'),
    'strict-raw-escape.json': replace_first('"RunPod"', '"Run\x1b[31mPod"'),
    'strict-raw-newline.json': replace_first('"RunPod"', '"Run\nPod"'),
    'strict-lone-high-surrogate.json': replace_first('"RunPod"', '"Run\\ud83dPod"'),
    'strict-lone-low-surrogate.json': replace_first('"RunPod"', '"Run\\ude00Pod"'),
    'strict-surrogate-then-text.json': replace_first('"RunPod"', '"Run\\ud83d\\u0041od"'),
    # The document's frame.
    'schema-version-text.json': mutate(top('schema_version', '1')),
    'schema-version-2.json': mutate(top('schema_version', 2)),
    'schema-version-missing.json': mutate(drop('schema_version')),
    'schema-version-fraction.json': mutate(top('schema_version', 1.5)),
    'section-missing-offers.json': mutate(drop('offers')),
    'section-offers-object.json': mutate(top('offers', {})),
    'section-entry-not-object.json': mutate(lambda d: d['gpus'].insert(0, 42)),
    'catalog-no-offers.json': mutate(top('offers', [])),
    'catalog-unknown-field-huge.json': mutate(top('x' * (1 << 16), 1)),
    'catalog-bad-date.json': mutate(top('generated_at', '2026-13-45')),
    # Wrong types.
    'type-gpu-count-text.json': mutate(setter('offers', 0, 'gpu_count', '1')),
    'type-gpu-count-null.json': mutate(setter('offers', 0, 'gpu_count', None)),
    'type-price-text.json': mutate(setter('offers', 0, 'on_demand_per_hour', '0.69')),
    'type-vram-bool.json': mutate(setter('gpus', 0, 'vram_gb', True)),
    'type-name-number.json': mutate(setter('providers', 0, 'name', 7)),
    'type-bf16-text.json': mutate(setter('gpus', 0, 'bf16', 'yes')),
    'type-steps-array.json': mutate(setter('benchmarks', 0, 'steps', [30])),
    'type-gpu-count-fraction.json': mutate(setter('offers', 0, 'gpu_count', 1.5)),
    # Missing required fields and bad identifiers or references.
    'missing-offer-source.json': mutate(delete('offers', 0, 'source')),
    'missing-both-prices.json': mutate(lambda d: d['offers'][0].update(on_demand_per_hour=None, spot_per_hour=None)),
    'id-uppercase.json': mutate(setter('gpus', 0, 'id', 'RTX-4090')),
    'id-duplicate-gpu.json': mutate(lambda d: d['gpus'].append(copy.deepcopy(d['gpus'][0]))),
    'ref-unknown-gpu.json': mutate(setter('offers', 0, 'gpu', 'rtx-9090')),
    'ref-unknown-provider.json': mutate(setter('offers', 0, 'provider', 'nowhere')),
    'ref-unknown-currency.json': mutate(setter('offers', 0, 'currency', 'GBP')),
    'ref-refiner-self.json': mutate(lambda d: d['models'][0].update(refiner=d['models'][0]['id'], refiner_fraction=0.2)),
    'ref-refiner-unknown.json': mutate(lambda d: d['models'][0].update(refiner='nothing', refiner_fraction=0.2)),
    'enum-precision.json': mutate(setter('benchmarks', 0, 'precision', 'fp64')),
    'enum-precision-huge.json': mutate(setter('benchmarks', 0, 'precision', 'f' * 5000)),
    'date-observed.json': mutate(setter('offers', 0, 'observed_at', 'yesterday')),
    'currency-not-iso.json': mutate(lambda d: d['exchange_rates'][0].update(currency='euro')),
    'offer-duplicate.json': mutate(lambda d: d['offers'].append(copy.deepcopy(d['offers'][0]))),
    # Values out of range: signs, overflow, implausible magnitudes.
    'range-price-negative.json': mutate(setter('offers', 0, 'on_demand_per_hour', -3)),
    'range-price-zero.json': mutate(setter('offers', 0, 'on_demand_per_hour', 0)),
    'range-price-123456.json': mutate(setter('offers', 0, 'on_demand_per_hour', 123456)),
    'range-price-overflow.json': replace_first('"on_demand_per_hour": 0.69', '"on_demand_per_hour": 1e999'),
    'range-gpu-count-2e9.json': mutate(setter('offers', 0, 'gpu_count', 2000000000)),
    'range-gpu-count-1e308.json': mutate(setter('offers', 0, 'gpu_count', 1e308)),
    'range-gpu-count-zero.json': mutate(setter('offers', 0, 'gpu_count', 0)),
    'range-vram-huge.json': mutate(setter('gpus', 0, 'vram_gb', 1e6)),
    'range-tflops-1e308.json': mutate(setter('gpus', 0, 'fp16_tensor_tflops', 1e308)),
    'range-benchmark-value.json': mutate(setter('benchmarks', 0, 'value', 1e308)),
    'range-benchmark-batch.json': mutate(setter('benchmarks', 0, 'batch', 1e9)),
    'range-launch-year.json': mutate(setter('gpus', 0, 'launch_year', 3000)),
    'range-billing-increment.json': mutate(setter('providers', 0, 'billing_increment_s', 100000000)),
    'range-exchange-rate.json': mutate(lambda d: d['exchange_rates'][0].update(usd_per_unit=1e9)),
    'range-refiner-fraction.json': mutate(lambda d: d['models'][0].update(refiner=d['models'][1]['id'], refiner_fraction=1.5)),
    'range-eur-price.json': mutate(lambda d: d['offers'][0].update(currency='EUR', on_demand_per_hour=500)),
    # The reliability probe of issue #43: each was imported before.
    'strict-escaped-duplicate-price.json': replace_first(
        '"on_demand_per_hour": 0.69', '"on_demand_per_hour": 0.69, "on_demand_per_hou\\u0072": 0.01'),
    'strict-invalid-escape.json': replace_first('"RunPod"', '"Run\\qPod"'),
    'strict-deep-nesting.json': raw('{"schema_version": 1, "notes": ' + '[' * 1000 + ']' * 1000 + '}'),
    'range-price-tiny.json': mutate(setter('offers', 0, 'on_demand_per_hour', 1e-12)),
    'range-exchange-rate-tiny.json': mutate(lambda d: d['exchange_rates'][0].update(usd_per_unit=1e-30)),
    'date-observed-future.json': mutate(setter('offers', 0, 'observed_at', '9999-12-31')),
    'source-empty.json': mutate(setter('offers', 0, 'source', '')),
    'length-provider-name.json': mutate(setter('providers', 0, 'name', 'R' * 300)),
    # Not JSON text at all: what a user might pick by mistake.
    'notjson-png.json': b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00',
    'notjson-gzip.json': gzip.compress(dump(BASE), mtime=0),
    'notjson-elf.json': b'\x7fELF\x02\x01\x01\x00' + bytes(8) + b'\x03\x00\x3e\x00',
    'notjson-sqlite.json': b'SQLite format 3\x00' + bytes(84),
    'notjson-utf16.json': dump(BASE).decode('utf-8').encode('utf-16'),
    'notjson-utf32.json': dump(BASE).decode('utf-8').encode('utf-32-be'),
}


def main():
    for name in os.listdir(HERE):
        if name.endswith('.json') and name != 'expected.json':
            os.remove(os.path.join(HERE, name))
    for name, data in CASES.items():
        with open(os.path.join(HERE, name), 'wb') as out:
            out.write(data)
    print(len(CASES), 'files')


if __name__ == '__main__':
    main()
