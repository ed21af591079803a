// The API report of the platform contract: what `host/platform` exports, as declarations, with
// every workspace type they reach, into host/platform.api.d.ts. A change to the surface shows in
// review as a change to that file, and must come with a new platform version (host/package.json):
// host/src/exposes/platform-api.test.ts fails otherwise.
//   node scripts/platform-api.cjs          prints the surface
//   npm run platform:api                   writes the report, if the version was raised
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const HOST_DIR = path.resolve(__dirname, '../host');
const ENTRY = path.join(HOST_DIR, 'src/exposes/platform.ts');
const REPORT = path.join(HOST_DIR, 'platform.api.d.ts');
const VERSION_LINE = /^\/\/ host\/platform (\S+)$/m;

function compilerOptions() {
  const configPath = path.join(HOST_DIR, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  return { ...parsed.options, noEmit: true, types: [] };
}

const inWorkspace = (file) => !file.includes(`${path.sep}node_modules${path.sep}`);

/** The surface as text: each export sorted by name, then the workspace types they reach. */
function platformSurface() {
  const program = ts.createProgram([ENTRY, path.join(HOST_DIR, 'src/types.d.ts'), path.join(HOST_DIR, 'src/i18next.d.ts')], compilerOptions());
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true });
  const entry = program.getSourceFile(ENTRY);
  const print = (node) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

  const reached = new Map();
  const reach = (node) => {
    const visit = (child) => {
      if (ts.isTypeReferenceNode(child) || ts.isExpressionWithTypeArguments(child) || ts.isTypeQueryNode(child)) {
        const name = ts.isTypeReferenceNode(child) ? child.typeName : ts.isTypeQueryNode(child) ? child.exprName : child.expression;
        let symbol = checker.getSymbolAtLocation(name);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          if (!inWorkspace(declaration.getSourceFile().fileName) || reached.has(declaration)) continue;
          if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isEnumDeclaration(declaration)) {
            reached.set(declaration, print(declaration));
            reach(declaration);
          }
        }
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
  };

  const lines = [];
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(entry)).sort((a, b) => a.name.localeCompare(b.name));
  for (const symbol of exported) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (!declaration) continue;
    const file = declaration.getSourceFile().fileName;
    if (!inWorkspace(file)) {
      lines.push(`export { ${symbol.name} } from '${/node_modules[\\/](@[^\\/]+[\\/][^\\/]+|[^\\/]+)/.exec(file)?.[1] ?? file}';`);
      continue;
    }
    if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isClassDeclaration(declaration) || ts.isEnumDeclaration(declaration)) {
      reached.set(declaration, null);
      reach(declaration);
      lines.push(`export ${print(declaration).replace(/^export /, '')}`.replace(/^export (interface|type|class|enum|declare) /, 'export $1 ').replace(/^export (?!interface|type|class|enum|declare)/, 'export '));
      continue;
    }
    if (ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration)) reach(declaration);
    const type = checker.getTypeOfSymbolAtLocation(target, declaration);
    const signatures = type.getCallSignatures();
    if (ts.isFunctionDeclaration(declaration) && signatures.length > 0) {
      for (const signature of signatures) lines.push(`export declare function ${symbol.name}${checker.signatureToString(signature, undefined, flags)};`);
    } else {
      lines.push(`export declare const ${symbol.name}: ${checker.typeToString(type, declaration, flags)};`);
    }
  }
  const referenced = [...reached.values()].filter((text) => text !== null).sort();
  // A type the checker names through its file (`import("/…/create-platform").Platform`) is named
  // alone: the report must not depend on where the workspace is checked out.
  return [...lines, ...(referenced.length > 0 ? ['', '// Types the exports reach, not exported themselves:', ...referenced] : [])].join('\n').replace(/import\("[^"]+"\)\./g, '');
}

function currentVersion() {
  return JSON.parse(fs.readFileSync(path.join(HOST_DIR, 'package.json'), 'utf8')).version;
}

function report(version, surface) {
  return `// The API report of host/platform (scripts/platform-api.cjs). Raise host/package.json's version
// with every change here: major for a removal or an incompatible change, minor for an addition.
// host/platform ${version}\n${surface}\n`;
}

/** The checked-in report's version and surface. */
function readReport() {
  const text = fs.readFileSync(REPORT, 'utf8');
  return { version: VERSION_LINE.exec(text)?.[1] ?? null, text };
}

if (require.main === module) {
  const surface = platformSurface();
  if (!process.argv.includes('--write')) {
    process.stdout.write(`${surface}\n`);
  } else {
    const version = currentVersion();
    const before = fs.existsSync(REPORT) ? readReport() : null;
    if (before && before.text !== report(before.version, surface) && before.version === version) {
      console.error(`The surface of host/platform changed: raise host/package.json's version (${version}) first.`);
      process.exit(1);
    }
    fs.writeFileSync(REPORT, report(version, surface));
    console.log(`Wrote ${path.relative(process.cwd(), REPORT)} for host/platform ${version}`);
  }
}

module.exports = { platformSurface, currentVersion, readReport, report };
