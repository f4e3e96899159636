import { Trans } from '@lingui/react/macro'
import type { CalculatorError } from './calculator-model'

/** A name from the expression, left to right inside the sentence whatever its language. */
function MathName({ name }: { name: string }) {
  return <bdi dir="ltr">{name}</bdi>
}

/** Why a line has no value or graph, in words a learner can act on (one inline run of text). */
export function LineError({ error }: { error: CalculatorError }) {
  return <span>{message(error)}</span>
}

function message(error: CalculatorError) {
  switch (error.error) {
    case 'syntax':
      return <Trans>Check this expression: something is missing or extra.</Trans>
    case 'unsupported':
      return (
        <Trans>
          The calculator cannot work with this. Write a function as <MathName name="y = …" /> or{' '}
          <MathName name="f(x) = …" />.
        </Trans>
      )
    case 'undefined-value':
      return <Trans>This value is undefined, as a division by 0 or the square root of a negative number is.</Trans>
    case 'unknown-symbol':
      return (
        <Trans>
          <MathName name={error.symbol} /> is not defined. Define it on another line, or put * between letters you
          multiply.
        </Trans>
      )
    case 'missing-parentheses':
      return (
        <Trans>
          Put what <MathName name={error.symbol} /> applies to in parentheses, as in{' '}
          <MathName name={`${error.symbol}(x)`} />.
        </Trans>
      )
    case 'argument-count':
      return (
        <Trans>
          <MathName name={error.symbol} /> has the wrong number of inputs.
        </Trans>
      )
    case 'reserved-name':
      return (
        <Trans>
          <MathName name={error.symbol} /> already has a meaning in the calculator: choose another name.
        </Trans>
      )
    case 'duplicate-name':
      return (
        <Trans>
          <MathName name={error.symbol} /> is already defined on another line.
        </Trans>
      )
    case 'circular':
      return (
        <Trans>
          <MathName name={error.symbol} /> is defined in terms of itself.
        </Trans>
      )
    case 'depends-on-error':
      return (
        <Trans>
          This uses <MathName name={error.symbol} />, which has a problem on its own line.
        </Trans>
      )
  }
}
