/** The address to send: this site's /out/resume with the link's token. */
export const shareUrlOf = (token: string) => `${window.location.origin}/out/resume?token=${encodeURIComponent(token)}`;
