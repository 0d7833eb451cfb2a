/*
 * Core Web Vitals as shoppers' browsers measure them (issue 54), kept as histograms: one count per route
 * shape, day, metric and bucket, never a reading per visitor. The buckets are fine enough that the 75th
 * percentile is read to 100 ms (LCP), 10 ms (INP) or 0.01 (CLS), and their edges fall on Google's thresholds,
 * so the shares of good, needs-improvement and poor are exact.
 */

export const vitalMetrics = ['LCP', 'INP', 'CLS'] as const
export type VitalMetric = (typeof vitalMetrics)[number]
export type VitalRating = 'good' | 'needs-improvement' | 'poor'

type Scale = {
  /** One bucket's width, in the metric's unit (ms, or CLS's unitless score). */
  step: number
  /** The last bucket holds everything above it. */
  maxBucket: number
  /** Good up to and including this many buckets; poor above `poorAbove`. */
  goodUpTo: number
  poorAbove: number
  /** The largest value a browser can sensibly report; the call refuses more. */
  max: number
}

// Thresholds: https://web.dev/articles/vitals (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25).
export const vitalScales: Record<VitalMetric, Scale> = {
  LCP: { step: 100, maxBucket: 600, goodUpTo: 25, poorAbove: 40, max: 600_000 },
  INP: { step: 10, maxBucket: 1000, goodUpTo: 20, poorAbove: 50, max: 600_000 },
  CLS: { step: 0.01, maxBucket: 500, goodUpTo: 10, poorAbove: 25, max: 100 },
}

/**
 * The bucket of a reading: bucket b holds ((b − 1) × step, b × step], bucket 0 exactly 0. CLS is rounded to
 * 1/10,000 first, so 0.1 (which is 10.000000000000002 hundredths in floating point) stays good.
 */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { step, maxBucket } = vitalScales[metric]
  const units = metric === 'CLS' ? Math.round(value * 10_000) / 100 : value / step
  return Math.min(maxBucket, Math.max(0, Math.ceil(units - 1e-9)))
}

/** The largest value a bucket holds, in the metric's unit. */
export const bucketEdge = (metric: VitalMetric, bucket: number) =>
  metric === 'CLS' ? bucket / 100 : bucket * vitalScales[metric].step

export function ratingOf(metric: VitalMetric, bucket: number): VitalRating {
  const { goodUpTo, poorAbove } = vitalScales[metric]
  return bucket <= goodUpTo ? 'good' : bucket <= poorAbove ? 'needs-improvement' : 'poor'
}

export type Histogram = Map<number, number>

export type VitalSummary = {
  /** Readings counted. */
  count: number
  /** The 75th percentile, as the upper edge of the bucket it falls in (Google's figure for a page). */
  p75: number
  /** Shares of the readings, 0–1. */
  good: number
  needsImprovement: number
  poor: number
}

/** The 75th percentile and the shares of one metric's histogram; null when it holds no reading. */
export function summarize(metric: VitalMetric, histogram: Histogram): VitalSummary | null {
  const buckets = [...histogram].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0])
  const count = buckets.reduce((sum, [, n]) => sum + n, 0)
  if (count === 0) return null
  const tally = { good: 0, 'needs-improvement': 0, poor: 0 }
  let seen = 0
  let p75: number | null = null
  for (const [bucket, n] of buckets) {
    tally[ratingOf(metric, bucket)] += n
    seen += n
    if (p75 === null && seen >= 0.75 * count) p75 = bucketEdge(metric, bucket)
  }
  return {
    count,
    p75: p75!,
    good: tally.good / count,
    needsImprovement: tally['needs-improvement'] / count,
    poor: tally.poor / count,
  }
}

/** Adds `n` readings of one bucket to a histogram (made if missing) in a map keyed by `key`. */
export function addTo<K>(histograms: Map<K, Histogram>, key: K, bucket: number, n: number) {
  let histogram = histograms.get(key)
  if (!histogram) histograms.set(key, (histogram = new Map()))
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + n)
}
