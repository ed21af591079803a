/**
 * Starts the download of the font face the page's text is set in, as the entry starts to run.
 *
 * Not a preload in index.html: there it shared the connection with main.js and the first
 * screen's chunks (a 47 kB face among 230 kB), so the script the paint waits for arrived later.
 * Asked for here, it downloads while the app's code runs, which takes longer than the face
 * (at 4x CPU throttling the face was in some 500 ms before the first paint), so the text is rarely
 * painted in the fallback face first; nothing waits for it (`font-display: swap`). The
 * stylesheet in index.html has declared the faces by then: a deferred script runs once the
 * page's stylesheets have loaded. `load` fetches only the faces whose unicode-range covers its
 * text, a space by default: Basic Latin.
 */
export function loadFirstScreenFont(doc: Document = document): void {
  const family = doc.defaultView?.getComputedStyle(doc.body).fontFamily;
  // A browser without the Font Loading API finds the face when it lays the text out.
  if (!family || typeof doc.fonts?.load !== 'function') return;
  doc.fonts.load(`1em ${family}`).catch(() => undefined);
}
