#!/usr/bin/env python3
"""Merge the translations of two branches of a .ts file, message by message.

  tsmerge.py BASE.ts THEIRS.ts TARGET.ts

Git merges .ts files as text, and two branches that each added strings always conflict. Resolve
such a conflict by keeping our side of the file, running `update_translations` (lupdate adds the
merged sources' new messages, unfinished), and then this: every message of TARGET takes THEIRS'
translation where THEIRS translated it and either changed it since BASE (the merge base) or
TARGET has none. Messages are matched by context, source, comment and numerus; line order and
ids do not matter. TARGET is rewritten in lupdate's layout.
"""
import sys

from ts import load, write


def key(context, message):
    return (context, message.findtext('source'), message.findtext('comment') or '',
            message.get('numerus') or '')


def translations(path):
    """{key: forms} of the finished messages of a .ts file (forms: a tuple of texts)."""
    _, root = load(path)
    found = {}
    for context in root.findall('context'):
        name = context.findtext('name')
        for message in context.findall('message'):
            translation = message.find('translation')
            if translation.get('type') in ('unfinished', 'obsolete', 'vanished'):
                continue
            forms = [f.text or '' for f in translation.findall('numerusform')]
            found[key(name, message)] = tuple(forms) if forms else (translation.text or '',)
    return found


def main(base_path, theirs_path, target_path):
    base, theirs = translations(base_path), translations(theirs_path)
    tree, root = load(target_path)
    taken = 0
    for context in root.findall('context'):
        name = context.findtext('name')
        for message in context.findall('message'):
            k = key(name, message)
            if k not in theirs:
                continue
            translation = message.find('translation')
            unfinished = translation.get('type') == 'unfinished'
            if not unfinished and base.get(k) == theirs[k]:
                continue
            forms = translation.findall('numerusform')
            if forms:
                if len(forms) != len(theirs[k]):
                    continue
                for form, text in zip(forms, theirs[k]):
                    form.text = text
            else:
                translation.text = theirs[k][0]
            translation.attrib.pop('type', None)
            taken += 1
    write(tree, target_path)
    print(f'{target_path}: {taken} translations taken from {theirs_path}')


if __name__ == '__main__':
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
