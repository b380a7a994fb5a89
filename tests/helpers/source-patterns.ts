/**
 * Every regular expression written in the source: regex literals and
 * `RegExp(...)` / `new RegExp(...)` whose source the compiler can work out
 * (string and template literals, `+` joins, `[...].join(...)`, and constants
 * declared in the same file or imported by a relative path). Patterns built
 * from values only known at run time are returned apart, unchecked.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export interface SourcePattern {
  /** Path from the repository root. */
  file: string;
  line: number;
  source: string;
  flags: string;
}

export interface DynamicPattern {
  file: string;
  line: number;
  text: string;
}

const ROOT = resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Top-level `const NAME = <expression>` and the relative imports of one file. */
interface FileScope {
  constants: Map<string, ts.Expression>;
  imports: Map<string, { from: string; name: string }>;
}

function scopeOf(file: ts.SourceFile, path: string): FileScope {
  const constants = new Map<string, ts.Expression>();
  const imports = new Map<string, { from: string; name: string }>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith(".") &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const from = resolve(dirname(path), statement.moduleSpecifier.text);
      for (const element of statement.importClause.namedBindings.elements) {
        imports.set(element.name.text, {
          from,
          name: (element.propertyName ?? element.name).text,
        });
      }
    }
  }
  return { constants, imports };
}

export function collectPatterns(folders: string[]): {
  patterns: SourcePattern[];
  dynamic: DynamicPattern[];
} {
  const parsed = new Map<string, { file: ts.SourceFile; scope: FileScope }>();
  for (const path of folders.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    parsed.set(path.replace(/\.tsx?$/, ""), { file, scope: scopeOf(file, path) });
  }

  function constant(modulePath: string, name: string, depth: number): string | undefined {
    const module = parsed.get(modulePath) ?? parsed.get(join(modulePath, "index"));
    if (!module) return undefined;
    const initializer = module.scope.constants.get(name);
    if (initializer) return evaluate(initializer, module.scope, modulePath, depth + 1);
    const imported = module.scope.imports.get(name);
    return imported ? constant(imported.from, imported.name, depth + 1) : undefined;
  }

  // Works out a string expression at compile time, or undefined when it cannot.
  function evaluate(
    node: ts.Expression,
    scope: FileScope,
    modulePath: string,
    depth: number,
  ): string | undefined {
    if (depth > 20) return undefined;
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
      return evaluate(node.expression, scope, modulePath, depth);
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const value = evaluate(span.expression, scope, modulePath, depth);
        if (value === undefined) return undefined;
        text += value + span.literal.text;
      }
      return text;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = evaluate(node.left, scope, modulePath, depth);
      const right = evaluate(node.right, scope, modulePath, depth);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    if (ts.isIdentifier(node)) {
      const local = scope.constants.get(node.text);
      if (local) return evaluate(local, scope, modulePath, depth + 1);
      const imported = scope.imports.get(node.text);
      return imported ? constant(imported.from, imported.name, depth) : undefined;
    }
    if (ts.isRegularExpressionLiteral(node)) return undefined;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "join"
    ) {
      const list = array(node.expression.expression, scope, depth);
      const separator = node.arguments[0]
        ? evaluate(node.arguments[0], scope, modulePath, depth)
        : ",";
      const items = list?.map((item) => evaluate(item, scope, modulePath, depth));
      if (separator === undefined || !items || items.some((item) => item === undefined)) {
        return undefined;
      }
      return items.join(separator);
    }
    return undefined;
  }

  // The elements of an array literal, written in place or as a constant (local or imported).
  function array(
    node: ts.Expression,
    scope: FileScope,
    depth: number,
  ): readonly ts.Expression[] | undefined {
    if (depth > 20) return undefined;
    if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) {
      return array(node.expression, scope, depth);
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements;
    if (!ts.isIdentifier(node)) return undefined;
    const local = scope.constants.get(node.text);
    if (local) return array(local, scope, depth + 1);
    const imported = scope.imports.get(node.text);
    const module =
      imported && (parsed.get(imported.from) ?? parsed.get(join(imported.from, "index")));
    const initializer = imported && module?.scope.constants.get(imported.name);
    return initializer && module ? array(initializer, module.scope, depth + 1) : undefined;
  }

  const patterns: SourcePattern[] = [];
  const dynamic: DynamicPattern[] = [];
  for (const [modulePath, { file, scope }] of parsed) {
    const path = relative(ROOT, file.fileName);
    const lineOf = (node: ts.Node) =>
      file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf("/");
        patterns.push({
          file: path,
          line: lineOf(node),
          source: node.text.slice(1, end),
          flags: node.text.slice(end + 1),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "RegExp" &&
        node.arguments?.[0]
      ) {
        const [sourceNode, flagsNode] = node.arguments;
        const source = evaluate(sourceNode, scope, modulePath, 0);
        const flags = flagsNode ? evaluate(flagsNode, scope, modulePath, 0) : "";
        if (source === undefined || flags === undefined) {
          dynamic.push({ file: path, line: lineOf(node), text: sourceNode.getText(file) });
        } else {
          patterns.push({ file: path, line: lineOf(node), source, flags });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { patterns, dynamic };
}
