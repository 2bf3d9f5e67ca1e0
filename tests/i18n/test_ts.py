#!/usr/bin/env python3
"""The checks of tools/i18n/ts.py catch what they claim to, and pass what is right.

Run by ctest (translations_checks) as: test_ts.py PATH/TO/tools/i18n
"""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, sys.argv.pop(1) if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(__file__), '..', '..', 'tools', 'i18n'))
import ts  # noqa: E402


def ts_file(folder, language, messages):
    """A .ts file of one context; messages are (source, translation) or (source, [forms])."""
    body = []
    for source, translation in messages:
        if isinstance(translation, list):
            forms = ''.join(f'<numerusform>{ts.escape(f)}</numerusform>' for f in translation)
            body.append(f'<message numerus="yes"><source>{ts.escape(source)}</source>'
                        f'<translation>{forms}</translation></message>')
        else:
            body.append(f'<message><source>{ts.escape(source)}</source>'
                        f'<translation>{ts.escape(translation)}</translation></message>')
    path = os.path.join(folder, f'test_{language}.ts')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                f'<TS version="2.1" language="{language}"><context><name>Test</name>'
                f'{"".join(body)}</context></TS>\n')
    return path


class Mnemonics(unittest.TestCase):
    def test_a_latin_letter_in_parentheses_passes(self):
        self.assertEqual(ts.mnemonic_problems('ur', '&Copy details', ['تفصیلات کاپی کریں (&C)']), [])
        self.assertEqual(ts.mnemonic_problems('bn', 'Sa&ve chart…', ['চার্ট সংরক্ষণ (&V)…']), [])

    def test_a_mnemonic_on_an_urdu_or_bengali_letter_fails(self):
        self.assertTrue(ts.mnemonic_problems('ur', '&Copy details', ['تفصیلات &کاپی کریں']))
        self.assertTrue(ts.mnemonic_problems('bn_BD', '&Copy details', ['বিবরণ &কপি করুন']))

    def test_another_letter_or_no_parentheses_fails(self):
        self.assertTrue(ts.mnemonic_problems('ur', '&Copy', ['کاپی کریں (&K)']))
        self.assertTrue(ts.mnemonic_problems('bn', '&Copy', ['&Cকপি']))

    def test_a_lost_or_added_mnemonic_fails_in_every_language(self):
        self.assertTrue(ts.mnemonic_problems('ro', '&Copy', ['Copiază']))
        self.assertTrue(ts.mnemonic_problems('ro', 'Copy', ['&Copiază']))
        self.assertEqual(ts.mnemonic_problems('ro', '&Copy', ['&Copiază']), [])

    def test_urdu_that_starts_with_latin_or_a_placeholder_needs_a_right_to_left_mark(self):
        self.assertTrue(ts.rtl_problems('ur', ['Spot کا خطرہ']))
        self.assertTrue(ts.rtl_problems('ur', ['%1 پر %2']))
        self.assertEqual(ts.rtl_problems('ur', ['\u200fSpot کا خطرہ', 'کل لاگت: %1']), [])
        # Latin only (a model's name, "VRAM") reads the same either way; other languages too.
        self.assertEqual(ts.rtl_problems('ur', ['VRAM (GB)', '%1 (%2)']), [])
        self.assertEqual(ts.rtl_problems('bn', ['GPU মডেল']), [])

    def test_rich_text_is_judged_after_its_opening_tags(self):
        self.assertTrue(ts.rtl_problems('ur', ['<p>GPU Scout، MIT لائسنس</p>']))
        self.assertEqual(ts.rtl_problems('ur', ['<p>\u200fGPU Scout، MIT لائسنس</p>']), [])
        self.assertEqual(ts.rtl_problems('ur', ['<p>لائسنسوں کے متن: %1</p>']), [])

    def test_ampersands_that_are_not_mnemonics_are_ignored(self):
        self.assertEqual(ts.mnemonic_problems('ur', 'R&&D', ['R&&D']), [])
        # Romanian may put its mnemonic on any of its letters
        self.assertEqual(ts.mnemonic_problems('ro', '&Quit', ['Ieși&re']), [])


class LatinRuns(unittest.TestCase):
    def test_a_latin_word_inside_urdu_must_be_isolated(self):
        self.assertTrue(ts.latin_run_problems('ur', ['\u200fSpot کا خطرہ']))
        self.assertTrue(ts.latin_run_problems('ur', ['ہر GPU پر %1 GB']))
        self.assertEqual(ts.latin_run_problems('ur', ['\u200f\u2068Spot\u2069 کا خطرہ']), [])
        # Latin only, another language, or placeholders alone: nothing to isolate
        self.assertEqual(ts.latin_run_problems('ur', ['VRAM (GB)', 'کل لاگت: %1 (%L2)']), [])
        self.assertEqual(ts.latin_run_problems('bn', ['GPU মডেল']), [])

    def test_runs_keep_names_numbers_and_options_whole(self):
        runs = lambda text: [text[a:b] for a, b in ts.latin_runs(text)]
        self.assertEqual(runs('\u200fGPU Scout، ISO 8601 میں RTX 4090 (FP32 اکیومولیشن)۔'),
                         ['GPU Scout', 'ISO 8601', 'RTX 4090', 'FP32'])
        self.assertEqual(runs('دیکھیں docs/plans.md. --format csv یا json'), ['docs/plans.md', '--format csv', 'json'])
        self.assertEqual(runs('اسٹوریج /GB-ماہ، صرف-GPU، بائٹ 0x%1، 2026-12-05T17:00:00Z'),
                         ['/GB', 'GPU', '0x%1', '2026-12-05T17:00:00Z'])
        self.assertEqual(runs('\u200fSDXL، 1024 × 1024 پر'), ['SDXL'])

    def test_mnemonics_tags_file_patterns_and_isolated_text_are_left_alone(self):
        self.assertEqual(ts.latin_runs('فائل (&F)'), [])
        self.assertEqual(ts.latin_runs('<p>متن <a href="https://www.qt.io">دیکھیں</a>&nbsp;</p>'), [])
        self.assertEqual(ts.latin_runs('فائلیں (*.csv)'), [])
        self.assertEqual(ts.latin_runs('\u2068GPU Scout\u2069 کے بارے میں'), [])

    def test_a_file_pattern_reads_left_to_right_and_stays_at_the_end(self):
        self.assertTrue(ts.latin_run_problems('ur', ['فائلیں (*.csv)']))
        self.assertEqual(ts.isolate_runs('\u200fCSV فائلیں (*.csv)'),
                         '\u200f\u2068CSV\u2069 فائلیں \u2066(*.csv)')
        self.assertEqual(ts.latin_run_problems('ur', ['فائلیں \u2066(*.csv)']), [])

    def test_isolate_wraps_each_run_once(self):
        text = '\u200fSpot کا خطرہ: ہر GPU پر %1 GB (&S)'
        done = ts.isolate_runs(text)
        self.assertEqual(done, '\u200f\u2068Spot\u2069 کا خطرہ: ہر \u2068GPU\u2069 پر %1 \u2068GB\u2069 (&S)')
        self.assertEqual(ts.isolate_runs(done), done)
        self.assertEqual(ts.isolate_runs('GPU Scout'), 'GPU Scout')  # no Urdu letter: untouched

    def test_check_and_isolate_on_a_file(self):
        with tempfile.TemporaryDirectory() as folder:
            path = ts_file(folder, 'ur', [('GPU model', '\u200fGPU ماڈل'), ('%n GPU(s)', ['%Ln GPU', '\u200f%Ln GPUs والا'])])
            self.assertFalse(ts.check(path))
            ts.isolate(path)
            self.assertTrue(ts.check(path))
            with open(path, encoding='utf-8') as f:
                self.assertIn('<numerusform>\u200f%Ln \u2068GPUs\u2069 والا</numerusform>', f.read())


class Counts(unittest.TestCase):
    def test_a_placeholder_before_a_plural_noun_is_a_count(self):
        for source in ('%1 images within %2 hours', 'Applied %1 live offers of %2',
                       'Imported %2 GPUs', 'redirected more than %2 times', 'Cost per %L1 images'):
            self.assertTrue(ts.formats_count(source), source)

    def test_units_products_magnitudes_and_verbs_are_not(self):
        for source in ('%1 GB on each GPU', '%1 s per image', '%1 min', '%1 × %2 pixels',
                       'A model with %1 billion parameters', 'the currency %1 is listed twice',
                       '--%1 needs a number', 'The answer from %1 announces %2', 'Page %1 of %2',
                       '%1 at %2', '1,000 images'):
            self.assertIsNone(ts.formats_count(source), source)

    def test_a_second_count_beside_n_is_found(self):
        with tempfile.TemporaryDirectory() as folder:
            root = ts.load(ts_file(folder, 'en', [
                ('%Ln session(s) a month of %1 minutes each', ['a', 'b']),
                ('%Ln session(s) a month of %1 each', ['a', 'b']),
                ('%n offer(s)', ['a', 'b'])]))[1]
            problems = ts.count_problems(root)
        self.assertEqual(len(problems), 1)
        self.assertIn('%1 minutes', problems[0])


class Romanian(unittest.TestCase):
    def test_twenty_and_more_take_de(self):
        self.assertTrue(ts.romanian_problems(False, ['$ / 1.000 imagini']))
        self.assertTrue(ts.romanian_problems(False, ['în 72 ore']))
        self.assertEqual(ts.romanian_problems(False, ['1.000 de imagini în 72 de ore']), [])
        self.assertEqual(ts.romanian_problems(False, ['12 sesiuni, 8 biți, 101 oferte']), [])

    def test_units_products_and_model_names_take_none(self):
        self.assertEqual(ts.romanian_problems(False, ['30 s, 1024 × 1024 pixeli, 24 GB, RTX 4090 are']), [])

    def test_the_third_plural_form_takes_de_and_only_it(self):
        self.assertEqual(ts.romanian_problems(True, ['%n ofertă', '%n oferte', '%n de oferte']), [])
        self.assertTrue(ts.romanian_problems(True, ['%n ofertă', '%n oferte', '%n oferte']))
        self.assertTrue(ts.romanian_problems(True, ['%n ofertă', '%n de oferte', '%n de oferte']))
        self.assertEqual(ts.romanian_problems(True, ['%n h', '%n h', '%n h']), [])


class CheckCommand(unittest.TestCase):
    def test_check_fails_on_a_bengali_letter_mnemonic_and_passes_when_mended(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertFalse(ts.check(ts_file(folder, 'bn', [('&Copy details', 'বিবরণ &কপি করুন')])))
            self.assertTrue(ts.check(ts_file(folder, 'bn', [('&Copy details', 'বিবরণ কপি করুন (&C)')])))

    def test_check_fails_on_a_romanian_count_without_de(self):
        with tempfile.TemporaryDirectory() as folder:
            self.assertFalse(ts.check(ts_file(folder, 'ro', [('%n image(s)', ['%Ln imagine', '%Ln imagini', '%Ln imagini'])])))
            self.assertTrue(ts.check(ts_file(folder, 'ro', [('%n image(s)', ['%Ln imagine', '%Ln imagini', '%Ln de imagini'])])))


class CountDigits(unittest.TestCase):
    def test_a_plural_count_takes_the_languages_digits(self):
        self.assertEqual(ts.count_digit_problems(['%Lnটি অফারের মধ্যে %1টি দেখানো হচ্ছে']), [])
        self.assertEqual(len(ts.count_digit_problems(['%nটি অফারের মধ্যে %1টি দেখানো হচ্ছে'])), 1)
        self.assertEqual(len(ts.count_digit_problems(['%1 of %Ln offer', '%1 of %n offers'])), 1)

    def test_check_fails_on_a_bare_count_and_passes_when_mended(self):
        with tempfile.TemporaryDirectory() as folder:
            bare = ts_file(folder, 'bn', [('%n offer(s)', ['%nটি অফার', '%nটি অফার'])])
            self.assertFalse(ts.check(bare))
            mended = ts_file(folder, 'bn', [('%n offer(s)', ['%Lnটি অফার', '%Lnটি অফার'])])
            self.assertTrue(ts.check(mended))


class Duplicates(unittest.TestCase):
    def test_a_source_in_two_contexts_is_a_duplicate_and_a_comment_tells_apart(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, 'test_ro.ts')
            with open(path, 'w', encoding='utf-8') as f:
                f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ro">'
                        '<context><name>A</name><message><source>measured</source><translation>măsurat</translation></message>'
                        '<message><source>none</source><comment>no minimum</comment><translation>niciuna</translation></message></context>'
                        '<context><name>B</name><message><source>measured</source><translation>măsurat</translation></message>'
                        '<message><source>none</source><translation>niciunul</translation></message></context></TS>\n')
            found = ts.duplicates(ts.load(path)[1])
        self.assertEqual(found, {('measured', ''): ['A', 'B']})


class Writing(unittest.TestCase):
    def test_written_files_keep_the_lupdate_layout(self):
        with tempfile.TemporaryDirectory() as folder:
            path = ts_file(folder, 'ro', [('Say "it\'s" & <go>', 'Spune „e” & <du-te>'),
                                          ('%n day(s)', ['%n zi', '%n zile', '%n de zile'])])
            tree, _ = ts.load(path)
            ts.write(tree, path)
            with open(path, encoding='utf-8') as f:
                text = f.read()
        self.assertIn('<context>\n    <name>Test</name>\n    <message>\n', text)
        self.assertIn('<source>Say &quot;it&apos;s&quot; &amp; &lt;go&gt;</source>', text)
        self.assertIn('        <translation>\n            <numerusform>%n zi</numerusform>', text)


if __name__ == '__main__':
    unittest.main(verbosity=1)
