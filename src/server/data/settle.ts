/**
 * Waits before a repeated request repairs a write it found half-done: the request that is still writing it
 * (a double click, the same form sent twice, another instance) finishes within this, and the repair, looking
 * again, then finds nothing to do. Only the repair path waits; a crash-cut write is finished 1.5 s later.
 */
export const settleBeforeRepair = () => new Promise((resolve) => setTimeout(resolve, 1500))
