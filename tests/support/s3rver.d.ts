// s3rver ships no types: the part the cluster test uses.
declare module 's3rver' {
  type Options = {
    port?: number
    address?: string
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
