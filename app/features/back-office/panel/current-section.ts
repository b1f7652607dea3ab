/**
 * Which of the menu's sections the page belongs to. A section is a path, and some add a query ("Mis reservas" is
 * `/admin/reservas?asesor=yo`): such a section holds a page only when the page's query carries the same values, and
 * then it wins over the plain section of the same path, so only one link is marked as the current page.
 */
export function currentSectionPath(
  sections: readonly { path: string }[],
  pathname: string,
  search: string,
): string | undefined {
  const here = new URLSearchParams(search);
  let best: { path: string; weight: number } | undefined;
  for (const { path } of sections) {
    const [sectionPath = '', query = ''] = path.split('?');
    if (pathname !== sectionPath && !pathname.startsWith(`${sectionPath}/`)) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([name, value]) => here.get(name) === value)) continue;
    if (!best || wanted.length > best.weight) best = { path, weight: wanted.length };
  }
  return best?.path;
}
