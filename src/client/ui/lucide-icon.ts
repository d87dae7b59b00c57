import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What each lucide-react icon module hands its `createLucideIcon` (lucide-react 1.x). */
interface IconData {
  name: string;
  node: [string, Record<string, unknown>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const accessible = (props: Record<string, unknown>) =>
  Object.keys(props).some((p) => (p.startsWith('aria-') || p === 'role' || p === 'title') && props[p] != null);

/**
 * lucide-react's `createLucideIcon`, as small as the app needs it (decision 020, amended 2026-11-27 (4)):
 * the build puts it in place of the library's (scripts/lean-icons.ts), whose icon runtime (a context,
 * absolute and non-scaling strokes, attribute renaming) was ~1 KB brotli in every page's first load.
 * The same `<svg>` for the props the app passes (class names, size, color, stroke width, aria
 * attributes, children): `lucide-icon.test.tsx` draws every icon the app imports both ways.
 */
export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(({ className = '', size = 24, color = 'currentColor', strokeWidth = 2, children, ...rest }, ref) =>
    createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(['lucide', ...[name, ...aliases].map((n) => `lucide-${n}`), ...className.split(/\s+/)])].filter(Boolean).join(' '),
        ...(!children && !accessible(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    ),
  );
}
