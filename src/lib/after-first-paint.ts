/**
 * Resolves once the browser has painted the page for the first time (Paint Timing, whose time is
 * when the frame was presented), a frame later and in a task of its own, so that what starts then
 * does not delay that frame; after 3 s at the latest (a tab not shown does not paint).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    new PerformanceObserver((_, observer) => {
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(resolve, 0))
    }).observe({ type: 'paint', buffered: true })
    setTimeout(resolve, document.visibilityState === 'hidden' ? 0 : 3000)
  })
}
