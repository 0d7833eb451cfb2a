import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

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
 * A CSV body read as a stream, in batches of `size` records, so a file of any length is held a batch at a
 * time (csv-parse: quoting, `,` `;` or tab separators, a UTF-8 byte-order mark). The first row names the
 * columns, which `checkHeader` accepts or refuses with its message; a record of the wrong length stops the
 * file.
 */
export async function* csvBatches(
  body: ReadableStream<Uint8Array>,
  size: number,
  checkHeader: (columns: string[]) => string | null,
): AsyncGenerator<CsvRecord[]> {
  const parser = Readable.fromWeb(body as NodeReadableStream<Uint8Array>).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const columns = header.map((h) => h.trim().toLowerCase())
        const problem = checkHeader(columns)
        if (problem) throw new CsvProblem(problem, 1)
        return columns
      },
      delimiter: [',', ';', '\t'],
      info: true,
      skip_empty_lines: true,
      trim: true,
    }),
  )
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
    // csv-parse's messages name the line ("… on line 12").
    const problem =
      error instanceof CsvError
        ? new CsvProblem(error.message, (error as CsvError & { lines: number }).lines)
        : error
    // The rows read before a broken line are still imported (the caller's answer says so).
    if (problem instanceof CsvProblem && batch.length) yield batch
    throw problem
  }
  if (batch.length) yield batch
}
