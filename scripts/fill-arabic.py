"""Fills empty Arabic msgstr entries of locales/ar/messages.po from a JSON map {msgid: translation}.
usage: python3 scripts/fill-arabic.py translations.json"""
import json
import re
import sys

path = 'locales/ar/messages.po'
translations = json.load(open(sys.argv[1], encoding='utf-8'))
text = open(path, encoding='utf-8').read()


def escape(value):
    return value.replace('\\', '\\\\').replace('"', '\\"')


def fill(match):
    msgid = match.group(1).encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')
    if msgid in translations:
        return f'msgid "{match.group(1)}"\nmsgstr "{escape(translations[msgid])}"'
    return match.group(0)


text = re.sub(r'msgid "((?:[^"\\]|\\.)+)"\nmsgstr ""(?=\n|$)', fill, text)
open(path, 'w', encoding='utf-8').write(text)
