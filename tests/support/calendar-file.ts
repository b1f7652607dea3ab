/**
 * Reads a calendar file (RFC 5545) back as a test needs it: lines unfolded, each component's properties with their
 * parameters and their TEXT values unescaped. Strict where a calendar program would be: CRLF line ends, no line over
 * 75 octets, components opened and closed in order.
 */
export interface CalendarProperty {
  params: Record<string, string>;
  value: string;
}

export interface CalendarComponent {
  name: string;
  properties: Record<string, CalendarProperty>;
  components: CalendarComponent[];
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

export function readCalendarFile(text: string): CalendarComponent {
  if (!text.endsWith('\r\n')) throw new Error('a calendar file ends its lines with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('a bare line break inside a line');
    if (Buffer.byteLength(line) > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: CalendarComponent = { name: '', properties: {}, components: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`a line without a value: ${line}`);
    const [name = '', ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const current = stack.at(-1) as CalendarComponent;
    if (name === 'BEGIN') {
      const component: CalendarComponent = { name: value, properties: {}, components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`);
      stack.pop();
    } else {
      const params = Object.fromEntries(paramParts.map((part) => part.split('=') as [string, string]));
      current.properties[name] = { params, value: unescapeText(value) };
    }
  }
  if (stack.length !== 1) throw new Error('a component left open');
  const calendar = root.components[0];
  if (calendar?.name !== 'VCALENDAR') throw new Error('not a VCALENDAR');
  return calendar;
}

/** The file's one VEVENT. */
export function calendarEventOf(text: string): CalendarComponent {
  const event = readCalendarFile(text).components.find((component) => component.name === 'VEVENT');
  if (!event) throw new Error('no VEVENT');
  return event;
}
