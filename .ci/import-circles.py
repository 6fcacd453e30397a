"""No two files of a crate import each other, directly or round a circle.

For every crate under crates/, each source file is a node. A path that a
file's code names (`use crate::a::B`, `super::c::D`, `self::e`, or the same
written in place) is an edge to the file that defines what the path
reaches, following re-exports (`pub use`) to the defining file. A module
re-exporting its own submodules' items is not an edge: that is the shape
of a crate, not an import. Comments and literals are skipped. A strongly
connected group of two or more files is a circle, and each must be named
in .ci/import-circles-allowed.txt, with its reason, or the check fails.

Usage: python3 .ci/import-circles.py [WORKSPACE]
"""

import os
import re
import sys

ALLOWED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "import-circles-allowed.txt")
USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
PLACED = re.compile(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)")


def modules(src):
    """Each module path (a tuple of names) of a crate's src folder, and its file."""
    found = {}
    for folder, _, files in os.walk(src):
        for name in files:
            if name.endswith(".rs"):
                parts = os.path.relpath(os.path.join(folder, name), src)[:-3].split(os.sep)
                if parts[-1] in ("lib", "main", "mod"):
                    parts = parts[:-1]
                found[tuple(parts)] = os.path.join(folder, name)
    return found


def code_of(text):
    """The text with comments and string and character literals blanked."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'r(#*)".*?"\1', '""', text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text, flags=re.S)
    return re.sub(r"'(?:\\.|[^'\\])'", "' '", text)


def use_tree(tree):
    """The (path, name) pairs of a `use` tree such as `a::{b, c::{d as e}}`."""
    tree = " ".join(tree.split())
    brace = tree.find("{")
    if brace < 0:
        path, _, alias = tree.partition(" as ")
        segments = [s.strip() for s in path.split("::") if s.strip()]
        return [(segments, alias.strip() or segments[-1])]
    prefix = [s.strip() for s in tree[:brace].split("::") if s.strip()]
    inner = tree[brace + 1 : tree.rfind("}")]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    pairs = []
    for part in filter(str.strip, parts):
        for path, name in use_tree(part):
            if path == ["self"]:
                pairs.append((prefix, prefix[-1]))
            else:
                pairs.append((prefix + path, name))
    return pairs


def inline_modules(code):
    """A function from a position in a file's code to the inline modules
    (`mod name { ... }`) around it, as a tuple of names."""
    opens = {m.end() - 1: m.group(1) for m in re.finditer(r"\bmod\s+(\w+)\s*\{", code)}
    spans, stack, depth = [], [], 0
    for i, ch in enumerate(code):
        if ch == "{":
            depth += 1
            if i in opens:
                stack.append((opens[i], depth, i))
        elif ch == "}":
            if stack and stack[-1][1] == depth:
                name, _, start = stack.pop()
                spans.append((start, i, name))
            depth -= 1

    def inside(position):
        return tuple(name for start, end, name in sorted(spans) if start < position < end)

    return inside


class Crate:
    def __init__(self, src):
        self.src = src
        self.mods = modules(src)
        self.code = {}
        self.aliases = {m: {} for m in self.mods}
        for module, path in self.mods.items():
            with open(path, encoding="utf-8") as f:
                self.code[module] = code_of(f.read())
        # Aliases first (a path may go through another module's `use`).
        self.uses = {m: [] for m in self.mods}
        self.placed = {m: [] for m in self.mods}
        for module, code in self.code.items():
            inside = inline_modules(code)
            for m in USE.finditer(code):
                here = module + inside(m.start())
                for path, name in use_tree(m.group(2)):
                    self.uses[module].append((bool(m.group(1)), here, path))
                    if name != "*" and here == module:
                        self.aliases[module][name] = path
            for m in PLACED.finditer(code):
                self.placed[module].append((module + inside(m.start()), m.group(1).split("::")))

    def absolute(self, here, path, depth=0):
        """A path named in module `here` from the crate's root, or None."""
        head, rest = path[0], list(path[1:])
        if head == "crate":
            return rest
        if head in ("self", "super"):
            base = list(here)
            while head in ("self", "super"):
                if head == "super":
                    base = base[:-1]
                if not rest:
                    return base
                head, rest = rest[0], rest[1:]
            return base + [head] + rest
        if tuple(here) + (head,) in self.mods:
            return list(here) + [head] + rest
        alias = self.aliases.get(tuple(here), {}).get(head)
        if alias is not None and alias != path and depth < 8:
            start = self.absolute(here, alias, depth + 1)
            return None if start is None else start + rest
        return None

    def defining_file(self, path, depth=0):
        """The file that defines what an absolute path reaches."""
        for cut in range(len(path), -1, -1):
            module = tuple(path[:cut])
            if module in self.mods:
                break
        rest = path[cut:]
        if rest and depth < 16:
            alias = self.aliases[module].get(rest[0])
            if alias is not None:
                start = self.absolute(module, alias)
                if start is not None and start != path:
                    return self.defining_file(start + rest[1:], depth + 1)
        return self.mods[module]

    def edges(self, module):
        """The files that a module's file imports."""
        here = self.mods[module]
        found = set()
        for public, inner, path in self.uses[module]:
            full = self.absolute(inner, path)
            if public and full and tuple(full[: len(module)]) == module and len(full) > len(module):
                continue  # a module re-exporting its own submodules' items
            self.add_edge(found, here, full)
        for inner, path in self.placed[module]:
            self.add_edge(found, here, self.absolute(inner, path))
        return found

    def add_edge(self, found, here, full):
        """An edge from `here` to the file that defines an absolute path."""
        if full is not None:
            target = self.defining_file(full)
            if target != here:
                found.add(target)

    def circles(self):
        """The strongly connected groups of two or more files (Tarjan)."""
        graph = {self.mods[m]: self.edges(m) for m in self.mods}
        index, low, stack, on, groups = {}, {}, [], set(), []

        def visit(v):
            index[v] = low[v] = len(index)
            stack.append(v)
            on.add(v)
            for w in sorted(graph[v]):
                if w not in index:
                    visit(w)
                    low[v] = min(low[v], low[w])
                elif w in on:
                    low[v] = min(low[v], index[w])
            if low[v] == index[v]:
                group = []
                while not group or group[-1] != v:
                    group.append(stack.pop())
                    on.discard(group[-1])
                if len(group) > 1:
                    groups.append(sorted(os.path.relpath(g, self.src) for g in group))

        sys.setrecursionlimit(10_000)
        for v in sorted(graph):
            if v not in index:
                visit(v)
        return groups


def allowed():
    """The allowed circles, one a line: `crate: file file ... # reason`."""
    allow = set()
    if os.path.exists(ALLOWED):
        with open(ALLOWED, encoding="utf-8") as f:
            for line in map(str.strip, f):
                if not line or line.startswith("#"):
                    continue
                spec, _, reason = line.partition("#")
                crate, _, files = spec.partition(":")
                if not reason.strip():
                    sys.exit(f"an allowed circle without its reason: {line}")
                allow.add((crate.strip(), tuple(sorted(files.split()))))
    return allow


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    allow = allowed()
    crates = sorted(c for c in os.listdir(os.path.join(root, "crates"))
                    if os.path.isdir(os.path.join(root, "crates", c, "src")))
    failed = 0
    for crate in crates:
        for group in Crate(os.path.join(root, "crates", crate, "src")).circles():
            allowed_here = (crate, tuple(group)) in allow
            failed += not allowed_here
            print(f"{'allowed' if allowed_here else 'circle'}: {crate}: {' '.join(group)}")
    print(f"{len(crates)} crates, {failed} import circles not allowed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
