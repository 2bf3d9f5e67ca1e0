#!/usr/bin/env python3
"""Work on Qt Linguist .ts files without hand-editing XML.

  ts.py export translations/gpuscout_ur.ts strings.json   # every message, with an id
  ts.py merge  translations/gpuscout_ur.ts done.json      # fill translations by id
  ts.py check  translations/gpuscout_ur.ts                # count unfinished/obsolete/suspect
  ts.py isolate translations/gpuscout_ur.ts               # wrap Latin runs of Urdu text in FSI…PDI
  ts.py english translations/gpuscout_en.ts               # English: source as translation, plurals filled
  ts.py counts  translations/gpuscout_en.ts               # sources that format a count without %n
  ts.py uptodate LUPDATE SOURCES.lst TS...                # complete and up to date (the ctest check)
  ts.py duplicates translations/gpuscout_ro.ts [--list]   # sources translated in more than one context

The JSON of `export` is a list of {"id", "context", "source", "comment", "numerus", "forms"}
("forms": how many plural forms the language needs). `merge` takes {"id": "text"} or, for
numerus messages, {"id": ["form 1", "form 2", ...]} and marks those messages finished.
`check` also flags translations that lost or gained a %1/%n placeholder or an & accelerator
count that differs, since those break at run time, and for each language the defects a native
review found (see the rules below: mnemonics, counts, Romanian "de").

Rules (each one a function below, each tested by tests/i18n/test_ts.py):

* Mnemonics (`mnemonic_problems`). An Urdu or Bengali letter cannot be typed as an Alt shortcut
  on the keyboards those users have, so in ur and bn (the languages in NON_LATIN) the & must
  stand on a Latin letter or digit, and on the source's own letter, in parentheses after the
  text: "&File" -> "فائل (&F)", "Sa&ve chart…" -> "… (&V)…", as Qt's own translations do. In
  every language a translation carries as many & mnemonics as its source.
* Counts (`count_problems`, over the sources). A message that formats a count must be a %n
  plural, or Romanian ("de" from twenty on), Urdu and Bengali cannot get its forms right. A
  source formats a count when a placeholder (%1, %L1) is followed by a plural noun, optionally
  after one lowercase modifier: "%1 images", "%2 live offers", "%3 GPUs". A plural noun is a
  lowercase word of three letters or more ending in "s" that is not in NOT_NOUNS (verbs and
  other words that end in s: "%1 is", "%1 needs"), or an acronym plural ("GPUs"). Not counts:
  units ("%1 s", "%1 GB", "%1 min"), which take no plural in any of our languages, and the
  noun after a product ("%1 × %2 pixels"), which counts neither number alone, and a noun after
  a magnitude ("%1 billion parameters"), whose figure is a decimal, not a count. Numbers written
  into the text ("1,000 images") are the translator's: the Romanian rule below covers them.
* Romanian "de" (`romanian_problems`). A count of 20 or more (last two digits 00 or 20–99)
  takes "de" before its noun: the third plural form of a %n message reads "%n de …" unless a
  unit or symbol follows, and a number written into a translation ("1.000 de imagini", "30
  de zile") does so too; units (h, min, s, GB …), the noun after "×" and the word after a
  model name ("RTX 4090") take none.
* Latin runs in right-to-left text (`latin_run_problems`, mended by `isolate`). A Latin word
  inside an Urdu sentence ("GPU", "Spot", "VRAM", "RTX 4090", "docs/plans.md") is a run of the
  other direction: with its neighbours (a number, a parenthesis, a placeholder's value, another
  Latin word across an Urdu comma) the bidi algorithm may join it into one left-to-right island
  and reorder the sentence around it. Each Latin run of an Urdu translation stands between
  U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, so it is laid out on its own
  and reads as one word of the Urdu sentence (core::isolated does the same for names inserted
  at run time). A run is a word with a Latin letter and the Latin words and numbers that follow
  it after a space ("GPU Scout", "GB/s", "RTX 4090", "2026-12-05T17:00:00Z", "0x%1"); a word
  ends at a space, an Urdu letter, a bracket, a quote or a comma, and a sentence's final
  period or colon is not part of it. Not runs: placeholders alone (%1, %Ln, their values are
  isolated where the code inserts them), rich-text tags and entities, the "(&F)" mnemonic, a file dialog's pattern
  "(*.csv)" (Qt parses it up to the text's end, so it takes only U+2066 LEFT-TO-RIGHT ISOLATE
  before it, closed by the end of the text), text already isolated, and translations without an Urdu letter (a
  unit, a model's name). Contexts whose text goes to a terminal or into packaging files
  (ISOLATE_SKIPPED_CONTEXTS: the command line's help and errors, the .desktop entry and the
  metainfo) are left alone: a terminal shows the marks as boxes or nothing, and an option name
  copied from the help with an invisible mark in it no longer works.
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


def escape(text):
    return (text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
            .replace('"', '&quot;').replace("'", '&apos;'))


def element(node, depth):
    """One element the way lupdate writes it, so that lupdate and this script leave the same file."""
    pad = '    ' * depth
    attrs = ''.join(f' {key}="{escape(value)}"' for key, value in node.attrib.items())
    children = list(node)
    if not children:
        return [f'{pad}<{node.tag}{attrs}>{escape(node.text or "")}</{node.tag}>']
    lines = [f'{pad}<{node.tag}{attrs}>']
    for child in children:
        lines += element(child, depth + 1)
    return lines + [f'{pad}</{node.tag}>']


def write(tree, path):
    root = tree.getroot()
    attrs = ''.join(f' {key}="{escape(value)}"' for key, value in root.attrib.items())
    lines = ['<?xml version="1.0" encoding="utf-8"?>', '<!DOCTYPE TS>', f'<TS{attrs}>']
    for context in root:
        # lupdate writes <context> at the left margin and its children one level in.
        lines.append('<context>')
        for child in context:
            lines += element(child, 1)
        lines.append('</context>')
    lines.append('</TS>')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')


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
    language = root.get('language', '')
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
        if message.get('numerus') == 'yes':
            problems += report(ident, count_digit_problems(texts))
        problems += report(ident, mnemonic_problems(root.get('language', ''), source, texts))
        problems += report(ident, rtl_problems(language, texts))
        if context_name(ident) not in ISOLATE_SKIPPED_CONTEXTS:
            problems += report(ident, latin_run_problems(language, texts))
        if root.get('language', '').startswith('ro'):
            problems += report(ident, romanian_problems(message.get('numerus') == 'yes', texts))
    print(json.dumps(counts), f'suspect={problems}')
    return problems == 0 and counts['unfinished'] == 0 and counts['obsolete'] == 0


BARE_COUNT = re.compile(r'%n')


def count_digit_problems(texts):
    """A plural's count written %n takes Latin digits whatever the language (Qt formats %n with
    QString::number); %Ln takes the language's, as every other number the window shows
    (Bengali ৪৩২, Romanian 100.000)."""
    return [f'the count is %n (Latin digits): write %Ln: {text!r}'
            for text in texts if BARE_COUNT.search(text.replace('%Ln', ''))]


def report(ident, problems):
    for problem in problems:
        print(f'{ident}: {problem}')
    return len(problems)


# Languages whose letters cannot be typed as shortcuts on their users' keyboards.
NON_LATIN = ('ur', 'bn')
MNEMONIC = re.compile(r'&(?!&|amp;|quot;|apos;|lt;|gt;|#)(.)', re.S)


def mnemonics(text):
    return MNEMONIC.findall((text or '').replace('&&', ''))


def mnemonic_problems(language, source, texts):
    expected = mnemonics(source)
    problems = []
    for text in texts:
        got = mnemonics(text)
        if len(got) != len(expected):
            problems.append(f'{len(expected)} & mnemonic(s) in the source, {len(got)} here: {text!r}')
        elif language.split('_')[0] in NON_LATIN:
            for letter, want in zip(got, expected):
                if not (letter.isascii() and letter.isalnum()):
                    problems.append(f'the & mnemonic is on {letter!r}, not a Latin letter: use '
                                    f'"… (&{want.upper()})": {text!r}')
                elif letter.lower() != want.lower():
                    problems.append(f'the & mnemonic is on {letter!r}, the source has {want!r}: {text!r}')
                elif f'(&{letter})' not in text:
                    problems.append(f'the & mnemonic belongs in parentheses after the text, '
                                    f'"… (&{letter})": {text!r}')
    return problems


# Right-to-left languages: a paragraph takes the direction of its first strong letter, so a
# translation that starts with a Latin word or a placeholder ("%1 پر %2", "Spot کا خطرہ")
# would be laid out left to right. It starts with U+200F RIGHT-TO-LEFT MARK instead.
RTL = ('ur',)
RLM = '\u200f'
ARABIC_LETTER = re.compile('[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]')
FIRST_STRONG = re.compile(r'%L?\d+|%L?n|[^\W\d_]')
LEADING_TAGS = re.compile(r'^(?:<[^>]+>)+')


def rtl_problems(language, texts):
    if language.split('_')[0] not in RTL:
        return []
    problems = []
    for text in texts:
        # Rich text: the paragraph begins after its opening tags ("<p>…").
        text = LEADING_TAGS.sub('', text or '')
        if not text or not ARABIC_LETTER.search(text) or text.startswith(RLM):
            continue
        first = FIRST_STRONG.search(text.replace('&&', ''))
        if first and not ARABIC_LETTER.match(first.group(0)):
            problems.append(f'starts with {first.group(0)!r} and would read left to right: '
                            f'begin it with U+200F: {text!r}')
    return problems


# Latin runs inside right-to-left text (the rule in the module docstring).
FSI, PDI = '\u2068', '\u2069'
ISOLATE_SKIPPED_CONTEXTS = ('Cli', 'main')
LATIN_LETTER = re.compile('[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]')  # not × or ÷
LATIN_TOKENS = re.compile(
    r'(?P<skip>[\u2066\u2067\u2068][^\u2069]*\u2069'  # already isolated
    r'|<[^>]*>|&(?:[A-Za-z]+|#\d+);'                  # rich text
    r'|\(&.\)|&&'                                     # the mnemonic, "(&F)"
    r'|\([^()]*\*[^()]*\))'                           # a file pattern, "(*.csv)"
    # A word: anything but spaces, Urdu letters, brackets, quotes and sentence punctuation.
    r'|(?P<word>[^\s<>()\[\]{}"“”«»،۔؛؟,;!?&\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff'
    r'\u2066-\u2069\u200e\u200f]+)')
NUMBER = re.compile(r'[0-9][0-9.,]*')
# A file dialog's pattern, "(*.csv)": Qt reads it from the end of the filter, so it cannot be
# closed with U+2069; U+2066 LEFT-TO-RIGHT ISOLATE before it (closed by the end of the text) keeps
# it from reading "(csv.*)" in a right-to-left line.
LRI = '\u2066'
BARE_FILE_PATTERN = re.compile(r'(?<!\u2066)\([^()]*\*[^()]*\)')


def context_name(ident):
    return ident.rsplit('#', 1)[0]


def latin_runs(text):
    """The Latin runs of `text` that are not isolated, as (start, end) pairs: a word with a
    Latin letter (placeholders aside), with the Latin words and numbers that follow it after a
    space ("GPU Scout", "--format csv", "ISO 8601", "GNU LGPL 3.0")."""
    runs = []
    for match in LATIN_TOKENS.finditer(text or ''):
        word = match.group('word')
        if not word:
            runs.append(None)  # a tag or a mnemonic ends a run
            continue
        start, end = match.span('word')
        while end > start and text[end - 1] in '.:\'':
            end -= 1  # "docs/plans.md.", "Spot:"
        # A hyphen or slash that joins the word to an Urdu one belongs to neither: "/GB-ماہ"
        while end > start and text[end - 1] in '-/' and ARABIC_LETTER.match(text[end:end + 1]):
            end -= 1
        while start < end and text[start] in '-/' and ARABIC_LETTER.match(text[start - 1:start] or ' '):
            start += 1
        word = text[start:end]
        latin = bool(LATIN_LETTER.search(re.sub(r'%L?\d+|%L?n', '', word)))
        joins = runs and runs[-1] and text[runs[-1][1]:start].strip(' ') == ''
        if joins and (latin or NUMBER.fullmatch(word)):
            runs[-1] = (runs[-1][0], end)
        elif latin:
            runs.append((start, end))
        else:
            runs.append(None)
    return [run for run in runs if run]


def isolate_runs(text):
    """`text` with each Latin run between FSI and PDI (text without an Urdu letter unchanged)."""
    if not text or not ARABIC_LETTER.search(text):
        return text
    out, last = [], 0
    for start, end in latin_runs(text):
        out += [text[last:start], FSI, text[start:end], PDI]
        last = end
    return BARE_FILE_PATTERN.sub(lambda match: LRI + match.group(0), ''.join(out) + text[last:])


def latin_run_problems(language, texts):
    if language.split('_')[0] not in RTL:
        return []
    problems = []
    for text in texts:
        if text and ARABIC_LETTER.search(text):
            runs = [text[start:end] for start, end in latin_runs(text)]
            if runs:
                problems.append(f'Latin run(s) {runs} not isolated: run `ts.py isolate` (U+2068 … U+2069): '
                                f'{text!r}')
            for pattern in BARE_FILE_PATTERN.findall(text):
                problems.append(f'the file pattern {pattern} would read backwards: run `ts.py isolate` '
                                f'(U+2066 before it): {text!r}')
    return problems


def isolate(ts):
    """Wraps the Latin runs of every right-to-left translation in FSI…PDI, in place."""
    tree, root = load(ts)
    if root.get('language', '').split('_')[0] not in RTL:
        print(f'{ts}: not a right-to-left language; nothing to do')
        return
    changed = 0
    for ident, _, message in messages(root):
        if context_name(ident) in ISOLATE_SKIPPED_CONTEXTS:
            continue
        translation = message.find('translation')
        for node in translation.findall('numerusform') or [translation]:
            text = isolate_runs(node.text)
            if text != node.text:
                node.text = text
                changed += 1
    write(tree, ts)
    print(f'{changed} translations isolated in {ts}')


# Words ending in "s" that follow a placeholder without being a counted noun.
NOT_NOUNS = {
    'is', 'was', 'has', 'does', 'its', 'this', 'as', 'us', 'plus', 'less', 'unless', 'always',
    'needs', 'lists', 'gives', 'holds', 'reads', 'writes', 'keeps', 'means', 'takes', 'uses',
    'makes', 'says', 'answers', 'announces', 'redirects', 'fails', 'contains', 'includes',
    'matches', 'applies', 'costs', 'fits', 'runs', 'starts', 'works', 'lacks', 'comes', 'goes',
    'shows', 'follows', 'stays', 'bills', 'charges', 'publishes', 'lies', 'per', 'yes', 'exists',
}
# "%1 billion parameters": the figure is a decimal of a magnitude, not a count.
MAGNITUDES = {'thousand', 'million', 'billion', 'trillion'}
PLACEHOLDER_NOUN = re.compile(r'(?<![×x] )%L?\d+ (?:([a-z]+) )?([a-z]{3,}s|[A-Z]{2,}s)\b')


def formats_count(source):
    """The first "placeholder noun(s)" of a source, or None (the rule in the module docstring)."""
    for match in PLACEHOLDER_NOUN.finditer(source or ''):
        modifier, noun = match.groups()
        if noun in NOT_NOUNS or (modifier and modifier in NOT_NOUNS | MAGNITUDES):
            continue
        if noun.endswith('ss'):  # "class", "access": not plurals
            continue
        return match.group(0)
    return None


def count_problems(root):
    problems = []
    for ident, _, message in messages(root):
        # In a %n message too: a second count beside %n needs its own plural.
        found = formats_count(message.findtext('source'))
        if found:
            problems.append(f'{ident}: "{found}" formats a count: make it a %n plural '
                            f'(tr("%n noun(s)", nullptr, n)): {message.findtext("source")!r}')
    return problems


UNITS = {'h', 'min', 's', 'ms', 'GB', 'MB', 'KB', 'TB', 'GiB', 'MiB', 'KiB', 'TFLOPS', 'W', 'USD',
         'px', 'GB/s', 'MB/s'}
RO_COUNT = re.compile(r'(%L?n|(?<![\w.,])\d{1,3}(?:\.\d{3})+|(?<![\w.,])\d+)(?![.,]\d)\s+(\S+)')


def needs_de(number):
    if number in ('%n', '%Ln'):
        return True
    digits = number.replace('.', '')
    value = int(digits)
    return value >= 20 and (value % 100 == 0 or value % 100 >= 20)


def romanian_problems(numerus, texts):
    problems = []
    for index, text in enumerate(texts):
        for match in RO_COUNT.finditer(text or ''):
            number, word = match.groups()
            word = word.strip('.,;:()')
            before = text[:match.start()].rstrip()
            if before.endswith('×') or text[match.end():].lstrip().startswith('×'):
                continue  # 1024 × 1024 pixeli
            if re.search(r'\b[A-Z]{2,}$', before):
                continue  # a model name, "RTX 4090 are"
            if not word.isalpha() or not word.islower() or word in UNITS:
                continue
            if number.startswith('%'):
                if not numerus:
                    continue
                # forms: one, few, other; only "other" (20 and more) takes "de"
                wants = index == 2
            else:
                wants = needs_de(number)
            if wants and word != 'de':
                problems.append(f'Romanian needs "{number} de {word}" here: {text!r}')
            elif not wants and word == 'de' and number.startswith('%'):
                problems.append(f'Romanian "de" belongs to the third plural form only: {text!r}')
    return problems


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
    # The sources are the same in every file: check them once.
    for problem in count_problems(load(ts_files[0])[1]):
        print(problem)
        ok = False
    return ok


def duplicates(root):
    """Source texts (with their comment) that more than one context translates: {key: [contexts]}.

    Each is a word or phrase translated, and reviewed, once per context; a text people read the
    same way everywhere belongs in one context (core::Vocabulary, core::OfferName...)."""
    contexts = {}
    for _, context, message in messages(root):
        key = (message.findtext('source'), message.findtext('comment') or '')
        contexts.setdefault(key, []).append(context)
    return {key: names for key, names in contexts.items() if len(names) > 1}


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
    elif command == 'counts':
        problems = count_problems(load(args[0])[1])
        print('\n'.join(problems) or 'every count is a %n plural')
        sys.exit(1 if problems else 0)
    elif command == 'isolate':
        isolate(*args)
    elif command == 'duplicates':
        _, root = load(args[0])
        found = duplicates(root)
        if '--list' in args:
            for (source, comment), names in sorted(found.items(), key=lambda item: (-len(item[1]), item[0])):
                print(f'{len(names)}  {source!r}' + (f' ({comment})' if comment else '') + ': ' + ', '.join(names))
        total = sum(1 for _ in messages(root))
        print(f'{len(found)} of {len({(m.findtext("source"), m.findtext("comment") or "") for _, _, m in messages(root)})} '
              f'source texts are translated in more than one context ({total} messages)')
    elif command == 'english':
        english(*args)
    else:
        sys.exit(__doc__)
