/** Tells the progress bar that code (not a link click) started a navigation. */
export const NAVIGATION_START = 'rl:navigation-start'
export const announceNavigation = () => window.dispatchEvent(new Event(NAVIGATION_START))
