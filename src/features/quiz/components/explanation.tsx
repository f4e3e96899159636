import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { components } from '@common/api/schema.gen'
import { useLocale } from '~/i18n/locale-context'
import { MathText } from './math-text'

type AnswerKey = components['schemas']['AnswerKey']
type Choice = components['schemas']['Choice']
type Language = 'en' | 'ar'

const root = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const block = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const heading = css({ fontWeight: 'semibold', color: 'fg.default' })
const body = css({ whiteSpace: 'pre-line' })
const switcher = css({ alignSelf: 'flex-start' })

/** The learner's last choice of language for explanations, per interface language (this tab only). */
const storageKey = (locale: string) => `explanation-language:${locale}`
function rememberedLanguage(locale: string): Language | null {
  try {
    const value = sessionStorage.getItem(storageKey(locale))
    return value === 'en' || value === 'ar' ? value : null
  } catch {
    return null
  }
}
function remember(locale: string, language: Language) {
  try {
    sessionStorage.setItem(storageKey(locale), language)
  } catch {
    // Private mode without storage: the choice holds until the page changes.
  }
}

export interface ExplanationProps {
  answerKey: AnswerKey
  /** The question's choices (multiple choice), to name the letters. */
  choices: Choice[]
  /** The choice the learner picked, if any. */
  chosenChoiceId: string | null
}

/**
 * Why: the rationale of the learner's choice beside the key's, then the worked explanation. The
 * Arabic interface shows the Arabic text first, with a switch to the English one (and the English
 * interface offers the Arabic). Headings follow the interface's language; the texts carry their own.
 */
export function Explanation({ answerKey, choices, chosenChoiceId }: ExplanationProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const rationaleOf = (id: string | null | undefined) =>
    id ? answerKey.rationales.find((rationale) => rationale.choice_id === id) : undefined
  const hasArabic = answerKey.explanation_ar !== null
  const [language, setLanguage] = useState<Language>(() =>
    hasArabic ? (rememberedLanguage(locale) ?? (locale === 'ar' ? 'ar' : 'en')) : 'en',
  )
  const shown: Language = hasArabic ? language : 'en'
  const switchTo = (next: Language) => {
    setLanguage(next)
    remember(locale, next)
  }

  const keyChoice = choices.find((choice) => choice.id === answerKey.correct_choice_id)
  const chosen = choices.find((choice) => choice.id === chosenChoiceId)
  const wrongChoice = chosen && chosen !== keyChoice ? chosen : undefined
  const text = (en: string, ar: string | null) => (shown === 'ar' && ar ? ar : en)
  const textProps = { lang: shown, dir: shown === 'ar' ? 'rtl' : 'ltr', isolateLtr: shown === 'ar' } as const
  const wrongRationale = rationaleOf(wrongChoice?.id)
  const keyRationale = rationaleOf(keyChoice?.id)

  return (
    <div className={root} data-testid="explanation" data-language={shown}>
      {hasArabic && (
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), switcher)}
          onClick={() => switchTo(shown === 'ar' ? 'en' : 'ar')}
        >
          {shown === 'ar' ? t`Show the explanation in English` : t`Show the explanation in Arabic`}
        </button>
      )}
      {wrongChoice && wrongRationale && (
        <div className={block} data-testid="rationale-chosen">
          <p className={heading}>
            <Trans>
              Why your answer, <bdi dir="ltr">{wrongChoice.label}</bdi>, is wrong
            </Trans>
          </p>
          <MathText as="p" text={text(wrongRationale.en, wrongRationale.ar)} className={body} {...textProps} />
        </div>
      )}
      {keyChoice && keyRationale && (
        <div className={block} data-testid="rationale-key">
          <p className={heading}>
            <Trans>
              Why <bdi dir="ltr">{keyChoice.label}</bdi> is right
            </Trans>
          </p>
          <MathText as="p" text={text(keyRationale.en, keyRationale.ar)} className={body} {...textProps} />
        </div>
      )}
      <div className={block}>
        <p className={heading}>
          <Trans>Explanation</Trans>
        </p>
        <MathText
          as="div"
          text={text(answerKey.explanation, answerKey.explanation_ar)}
          className={body}
          {...textProps}
        />
      </div>
    </div>
  )
}
