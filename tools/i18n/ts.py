#!/usr/bin/env python3
"""Work on Qt Linguist .ts files without hand-editing XML.

  ts.py export translations/gpuscout_ur.ts strings.json   # every message, with an id
  ts.py merge  translations/gpuscout_ur.ts done.json      # fill translations by id
  ts.py check  translations/gpuscout_ur.ts                # count unfinished/obsolete/suspect
  ts.py english translations/gpuscout_en.ts               # English: source as translation, plurals filled
  ts.py uptodate LUPDATE SOURCES.lst TS...                # complete and up to date (the ctest check)

The JSON of `export` is a list of {"id", "context", "source", "comment", "numerus", "forms"}
("forms": how many plural forms the language needs). `merge` takes {"id": "text"} or, for
numerus messages, {"id": ["form 1", "form 2", ...]} and marks those messages finished.
`check` also flags translations that lost or gained a %1/%n placeholder or an & accelerator
count that differs, since those break at run time.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET


def load(path):
    tree = ET.parse(path)
    return tree, tree.getroot()


def messages(root):
    for context in root.findall('context'):
        name = context.findtext('name')
        for index, message in enumerate(context.findall('message')):
            yield f'{name}#{index}', name, message


def write(tree, path):
    ET.indent(tree, space='    ')
    tree.write(path, encoding='utf-8', xml_declaration=True)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text if text.endswith('\n') else text + '\n')


def placeholders(text):
    return sorted(re.findall(r'%(?:L?\d+|n|Ln)', text or ''))


def export(ts, out):
    _, root = load(ts)
    items = []
    for ident, context, message in messages(root):
        translation = message.find('translation')
        numerus = message.get('numerus') == 'yes'
        items.append({
            'id': ident,
            'context': context,
            'source': message.findtext('source'),
            'comment': message.findtext('comment') or message.findtext('extracomment') or '',
            'numerus': numerus,
            'forms': len(translation.findall('numerusform')) if numerus else 1,
            'current': [f.text or '' for f in translation.findall('numerusform')] if numerus else (translation.text or ''),
        })
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
    print(f'{len(items)} messages written to {out}')


def merge(ts, done):
    tree, root = load(ts)
    with open(done, encoding='utf-8') as f:
        values = json.load(f)
    merged = 0
    for ident, _, message in messages(root):
        if ident not in values:
            continue
        value = values[ident]
        translation = message.find('translation')
        if message.get('numerus') == 'yes':
            forms = translation.findall('numerusform')
            if not isinstance(value, list) or len(value) != len(forms):
                sys.exit(f'{ident}: needs a list of {len(forms)} plural forms')
            for form, text in zip(forms, value):
                form.text = text
        else:
            if not isinstance(value, str):
                sys.exit(f'{ident}: needs a string')
            translation.text = value
        translation.attrib.pop('type', None)
        merged += 1
    write(tree, ts)
    print(f'{merged} messages merged into {ts}')


def check(ts):
    _, root = load(ts)
    problems = 0
    counts = {'messages': 0, 'unfinished': 0, 'obsolete': 0}
    for ident, _, message in messages(root):
        counts['messages'] += 1
        translation = message.find('translation')
        kind = translation.get('type')
        if kind in ('unfinished', 'obsolete', 'vanished'):
            counts['unfinished' if kind == 'unfinished' else 'obsolete'] += 1
            continue
        source = message.findtext('source')
        texts = [f.text or '' for f in translation.findall('numerusform')] or [translation.text or '']
        for text in texts:
            expected = [p for p in placeholders(source) if p not in ('%n', '%Ln')]
            got = [p for p in placeholders(text) if p not in ('%n', '%Ln')]
            if expected != got:
                print(f'{ident}: placeholders {expected} became {got}: {text!r}')
                problems += 1
    print(json.dumps(counts), f'suspect={problems}')
    return problems == 0 and counts['unfinished'] == 0 and counts['obsolete'] == 0


def keys(path):
    _, root = load(path)
    return {(context, message.findtext('source'), message.findtext('comment') or '', message.get('numerus') or '')
            for _, context, message in messages(root)}


def uptodate(lupdate, sources, *ts_files):
    """Each .ts is complete, and lupdate over the sources would add or remove nothing."""
    import shutil
    import subprocess
    import tempfile
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        for ts in ts_files:
            copy = f'{folder}/{ts.rsplit("/", 1)[-1]}'
            shutil.copy(ts, copy)
            subprocess.run([lupdate, '-no-obsolete', '-locations', 'none', '-silent', f'@{sources}', '-ts', copy],
                           check=True)
            new, old = keys(copy), keys(ts)
            for key in sorted(new - old):
                print(f'{ts}: not in the file yet (run update_translations): {key[0]}: {key[1]!r}')
            for key in sorted(old - new):
                print(f'{ts}: no longer in the sources (obsolete): {key[0]}: {key[1]!r}')
            print(f'{ts}: ', end='')
            complete = check(ts)
            ok = ok and complete and new == old
    return ok


def english(ts):
    tree, root = load(ts)
    for _, _, message in messages(root):
        translation = message.find('translation')
        source = message.findtext('source')
        if message.get('numerus') == 'yes':
            singular = re.sub(r'\((e?s)\)', '', source).replace('(ies)', 'y')
            plural = re.sub(r'\((e?s)\)', r'\1', source).replace('y(ies)', 'ies')
            forms = translation.findall('numerusform')
            forms[0].text = singular
            for form in forms[1:]:
                form.text = plural
        else:
            translation.text = source
        translation.attrib.pop('type', None)
    write(tree, ts)


if __name__ == '__main__':
    command, *args = sys.argv[1:]
    if command == 'export':
        export(*args)
    elif command == 'merge':
        merge(*args)
    elif command == 'check':
        sys.exit(0 if check(*args) else 1)
    elif command == 'uptodate':
        sys.exit(0 if uptodate(*args) else 1)
    elif command == 'english':
        english(*args)
    else:
        sys.exit(__doc__)
