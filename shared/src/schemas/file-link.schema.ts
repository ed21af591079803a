import * as v from 'valibot';

/**
 * A stored file's download as a link (`?delivery=link` when the API keeps files in object
 * storage): a signed URL that opens the file without the session's tokens until `expires_at`,
 * and the name and type the file is served under.
 */
export const fileLinkSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  name: v.string(),
  content_type: v.string(),
  expires_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type FileLink = v.InferOutput<typeof fileLinkSchema>;

export const fileLinkResponseSchema = v.object({ data: fileLinkSchema });

/** The query a client adds to a file's address to get its link instead of a redirect. */
export const FILE_LINK_QUERY = { delivery: 'link' } as const;
