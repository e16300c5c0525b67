#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The English plural catalogue (keyward_en.ts) is whole: every %n message of
the German catalogue is in it with two forms, one and many, neither with a
"(s)" left in it, and each form keeps the source's %1..%9 placeholders (the
plural form keeps %n too). Usage: plural_forms.py EN_TS DE_TS"""
import re
import sys
import xml.etree.ElementTree as ET


def numerus_messages(path):
    found = {}
    for context in ET.parse(path).getroot().iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            if message.get('numerus') != 'yes':
                continue
            translation = message.find('translation')
            if translation is not None and translation.get('type') in ('obsolete', 'vanished'):
                continue
            found[(name, message.findtext('source'))] = translation
    return found


def main():
    en_path, de_path = sys.argv[1], sys.argv[2]
    en, de = numerus_messages(en_path), numerus_messages(de_path)
    problems = []
    for key in sorted(set(de) - set(en)):
        problems.append('missing from %s: [%s] %s' % (en_path, key[0], key[1]))
    for key in sorted(set(en) - set(de)):
        problems.append('not in the German catalogue (gone from the code?): [%s] %s' % key)
    for (context, source), translation in sorted(en.items()):
        forms = [] if translation is None else [f.text or '' for f in translation.iter('numerusform')]
        where = '[%s] %s' % (context, source)
        if translation is None or translation.get('type') == 'unfinished':
            problems.append('unfinished: ' + where)
            continue
        if len(forms) != 2 or not all(forms):
            problems.append('needs two forms (one, many): ' + where)
            continue
        placeholders = set(re.findall(r'%[1-9]', source))
        for form in forms:
            if '(s)' in form:
                problems.append('"(s)" left in "%s": %s' % (form, where))
            if set(re.findall(r'%[1-9]', form)) != placeholders:
                problems.append('placeholders differ in "%s": %s' % (form, where))
        if '%n' in source and '%n' not in forms[1]:
            problems.append('the plural form lost %%n: ' + where)
    for p in problems:
        print(p)
    print('%d plural messages, %d problems' % (len(en), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
