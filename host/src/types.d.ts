declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** The app's build version, set by the webpack config (a redeploy may override it). */
declare const __BUILD_VERSION__: string;
