import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { CsvError, parse } from 'csv-parse'

/** A file the import stops at: its line (1-based, of the file) and what to change. */
export class CsvProblem extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
  }
}

export type CsvRecord = { line: number; cells: Record<string, string> }

/**
 * The most one record (a row with all its cells) may hold, in KB (CSV_MAX_RECORD_KB, default 64): csv-parse
 * holds a record whole while it reads it, so without a cap one endless quoted cell grew the server by its
 * own size (a 30 MB cell: 317 to 443 MB).
 */
export const maxRecordKb = () => Number(process.env.CSV_MAX_RECORD_KB || 64)

/** csv-parse's error as the line to fix and what is wrong with it. */
function problemOf(error: CsvError & { lines?: number }): CsvProblem {
  const line = error.lines ?? 0
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new CsvProblem(
      `line ${line}: a record is over ${maxRecordKb()} KB (is a quote left open?); a row may hold at most ` +
        `${maxRecordKb()} KB`,
      line,
    )
  // csv-parse's other messages name the line ("… on line 12").
  return new CsvProblem(error.message, line)
}

/**
 * A CSV file read as a stream, in batches of `size` records, so a file of any length is held a batch at a
 * time (csv-parse: quoting, `,` `;` or tab separators, a UTF-8 byte-order mark, a record at most
 * CSV_MAX_RECORD_KB). The first row names the columns, which `checkHeader` accepts or refuses with its
 * message; a record of the wrong length or a broken quote stops the file.
 */
export async function* csvBatches(
  source: Readable,
  size: number,
  checkHeader: (columns: string[]) => string | null,
): AsyncGenerator<CsvRecord[]> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const columns = header.map((h) => h.trim().toLowerCase())
      const problem = checkHeader(columns)
      if (problem) throw new CsvProblem(problem, 1)
      return columns
    },
    delimiter: [',', ';', '\t'],
    info: true,
    max_record_size: maxRecordKb() * 1024,
    skip_empty_lines: true,
    trim: true,
  })
  // Joined by pipeline, not .pipe(): a parser that stops at a broken line ends the file stream with it, and
  // every error of either lands here (before, the file stream, closed while the parser still read it, threw
  // an uncaughtException). The parser's own error reaches the loop below; this one is the same or later.
  const joined = pipeline(source, parser).catch(() => undefined)
  let batch: CsvRecord[] = []
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>
      info: { lines: number }
    }>) {
      batch.push({ line: info.lines, cells: record })
      if (batch.length >= size) {
        yield batch
        batch = []
      }
    }
  } catch (error) {
    const problem = error instanceof CsvError ? problemOf(error) : error
    // The rows read before a broken line are still imported (the caller's answer says so).
    if (problem instanceof CsvProblem && batch.length) yield batch
    throw problem
  } finally {
    parser.destroy()
    await joined
  }
  if (batch.length) yield batch
}
