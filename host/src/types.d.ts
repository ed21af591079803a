declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** The app's build version, set by the webpack config (a redeploy may override it). */
declare const __BUILD_VERSION__: string;
/** The version of the platform contract (`host/platform`), the host package's, set by the webpack config. */
declare const __PLATFORM_VERSION__: string;
/** True in a remote's standalone dev server started with `STANDALONE_MOCKS=1`: the API is
 * answered in the browser by the tests' MSW handlers. */
declare const __STANDALONE_MOCKS__: boolean;
