// s3rver 3.7, the local S3-compatible server the bucket tests run (its own types are not published
// with it): what the tests use of it.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export interface S3Record {
    eventName: string;
    s3: { object: { key: string } };
  }

  /** An S3 event notification: one record per object change. */
  interface S3Event {
    Records: S3Record[];
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3Event) => void): this;
  }
}
