import { createContext, useContext, useEffect, useState } from 'react';
import type { IconData } from './icon-sets';

type IconLoader = (name: string) => Promise<IconData | null>;

/** The icon loader of the page, made by the shell from the configured icon service; null: no icons. */
export const IconLoaderContext = createContext<IconLoader | null>(null);

/** The loader for a configured service; its code (fetching, SVG sanitizing) arrives with the first icon. */
export function iconLoaderFor(service: string | null): IconLoader | null {
  if (!service) return null;
  let loader: Promise<IconLoader> | null = null;
  return (name) => {
    loader ??= import(/* webpackChunkName: "icon-sets" */ './icon-sets').then(({ createIconLoader }) =>
      createIconLoader(service),
    );
    return loader.then((load) => load(name));
  };
}

/**
 * A decorative icon by name (`mdi:fire`). Its box is reserved from the first render (no layout shift);
 * the shape arrives from the icon service in the browser. Without a configured service nothing shows.
 */
export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  const load = useContext(IconLoaderContext);
  const [icon, setIcon] = useState<IconData | null>(null);
  useEffect(() => {
    let live = true;
    if (load) void load(name).then((found) => live && setIcon(found));
    return () => {
      live = false;
    };
  }, [load, name]);
  if (!load) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox={icon ? `0 0 ${icon.width} ${icon.height}` : '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      data-icon={name}
      dangerouslySetInnerHTML={{ __html: icon?.body ?? '' }}
    />
  );
}
