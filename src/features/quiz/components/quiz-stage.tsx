import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { css } from 'styled-system/css'

// The quiz layout's frame (the same padding and width as the quiz routes' main), over the whole
// window, scrolling on its own so the quiz's bars stay at its edges.
const stage = css({ position: 'fixed', inset: '0', zIndex: 'overlay', overflowY: 'auto', bg: 'bg.canvas' })
const content = css({
  width: 'full',
  maxWidth: '8xl',
  mx: 'auto',
  p: { base: '4', md: '8' },
  _focus: { outline: 'none' },
})

/**
 * Test day for a quiz that runs inside a page of the app's shell (the division quizzes, spec
 * `/divisions/test`): the quiz takes the whole window, like the quiz layout's routes, and the
 * shell under it (sidebar, banners, bell) is inert, so neither the pointer nor the keyboard nor
 * a screen reader reaches it. The page's state (the division's machine) stays where it is.
 */
export function QuizStage({ children }: { children: ReactNode }) {
  const [host] = useState(() => document.createElement('div'))
  const contentRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    document.body.append(host)
    const shell = document.getElementById('root')
    shell?.setAttribute('inert', '')
    // The button that started the quiz is under the stage now: the keyboard starts at the quiz.
    contentRef.current?.focus({ preventScroll: true })
    return () => {
      shell?.removeAttribute('inert')
      host.remove()
    }
  }, [host])
  return createPortal(
    <div className={stage}>
      {/* The page's main content now: the shell's own `main` is inert, out of the reader's reach. */}
      <main ref={contentRef} tabIndex={-1} className={content} data-quiz-stage="">
        {children}
      </main>
    </div>,
    host,
  )
}
