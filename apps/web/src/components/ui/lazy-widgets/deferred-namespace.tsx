import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Context,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';

type AnyProps = Record<string, unknown>;
type Parts = Record<string, ComponentType<AnyProps>>;

/** How a dormant trigger wakes its widget: a menu or dialog on click, a tooltip on hover or focus. */
export type WakeOn = 'click' | 'hover';

interface RootContextValue {
  live: Parts | null;
  /** Loads the widget and opens it; `refocus`: the trigger had focus and keeps it. */
  wake: (refocus: boolean) => void;
  preload: () => void;
  /** True once after a focused dormant trigger woke the widget: the live one takes the focus. */
  takeRefocus: () => boolean;
  popup: string | undefined;
  wakeOn: WakeOn;
}

export interface DeferredOptions {
  wakeOn: WakeOn;
  /** aria-haspopup of the dormant trigger, as the live one will say it. */
  popup?: 'menu' | 'dialog';
}

const preloaders = new WeakMap<object, () => Promise<unknown>>();

/** Loads a deferred widget's code now (tests, or a page that will surely open it). */
export function preloadDeferred(namespace: object): Promise<unknown> {
  return preloaders.get(namespace)?.() ?? Promise.resolve();
}

/** Calls the element's own handler, then ours. */
const both =
  (own: unknown, ours: (event: SyntheticEvent) => void) =>
  (event: SyntheticEvent): void => {
    if (typeof own === 'function') own(event);
    if (!event.defaultPrevented) ours(event);
  };

/**
 * A Chakra compound widget (Menu, Dialog, …) with the same parts and props, whose code loads the
 * first time a person reaches for it: hovering, focusing or touching a trigger fetches it, and
 * clicking it (or hovering, for a tooltip) opens the widget once it has arrived. Until then the
 * Root renders its children with every part but the trigger empty, so a page where nobody opens a
 * menu never downloads its machinery (zag, floating-ui: about 40 KB gzip of the first visit).
 * A Root that is open from the start (a controlled dialog) loads at once. Once loaded, every Root
 * renders the real widget from the start, exactly as if it had been imported directly.
 */
export function deferredNamespace<N extends object>(
  load: () => Promise<N>,
  { wakeOn, popup }: DeferredOptions,
): N {
  let loaded: Parts | null = null;
  let pending: Promise<Parts> | null = null;
  const preload = (): Promise<Parts> =>
    (pending ??= load().then(
      (module) => (loaded = module as unknown as Parts),
      (error: unknown) => {
        // The next intent tries again (a flaky network, a deploy in between).
        pending = null;
        throw error;
      },
    ));
  const warmUp = () => void preload().catch(() => undefined);
  const RootContext = createContext<RootContextValue | null>(null);

  function Root(props: AnyProps & { children?: ReactNode }) {
    const [live, setLive] = useState<Parts | null>(loaded);
    // Woken by its trigger: open the widget as soon as it is there.
    const [woken, setWoken] = useState(false);
    const refocus = useRef(false);
    const startsOpen = props.open === true || props.defaultOpen === true;
    const needed = !live && (startsOpen || woken);

    useEffect(() => {
      if (!needed) return;
      let current = true;
      preload().then(
        (parts) => current && setLive(parts),
        (error: unknown) => {
          console.error('[widgets] could not load', error);
          if (current) setWoken(false);
        },
      );
      return () => {
        current = false;
      };
    }, [needed]);

    // A controlled widget opens through its owner, as a click on the live trigger would ask; once
    // asked, the wake is spent, so closing it later (Escape, a link, the close button) stays closed.
    const { onOpenChange, open } = props;
    const controlled = open !== undefined;
    const asksToOpen = live !== null && woken && controlled && open !== true;
    const wakeSpent = useRef(false);
    useEffect(() => {
      if (!asksToOpen || wakeSpent.current) return;
      wakeSpent.current = true;
      if (typeof onOpenChange === 'function') onOpenChange({ open: true });
    }, [asksToOpen, onOpenChange]);

    const wake = (hadFocus: boolean) => {
      refocus.current = hadFocus;
      wakeSpent.current = false;
      setWoken(true);
    };
    const takeRefocus = () => {
      const wanted = refocus.current;
      refocus.current = false;
      return wanted;
    };
    const context: RootContextValue = { live, wake, preload: warmUp, takeRefocus, popup, wakeOn };
    if (!live) {
      return <RootContext.Provider value={context}>{props.children}</RootContext.Provider>;
    }
    const LiveRoot = live.Root!;
    const liveProps = woken && !controlled ? { ...props, defaultOpen: true } : props;
    return (
      <RootContext.Provider value={context}>
        <LiveRoot {...liveProps} />
      </RootContext.Provider>
    );
  }

  function Trigger({ asChild, children, ref, ...rest }: AnyProps & { children?: ReactNode }) {
    const root = useRootContext(RootContext);
    if (root.live) {
      const LiveTrigger = root.live.Trigger!;
      const focusOnArrival = (node: HTMLElement | null) => {
        if (typeof ref === 'function') ref(node);
        else if (ref && typeof ref === 'object')
          (ref as RefObject<HTMLElement | null>).current = node;
        if (node && root.takeRefocus()) node.focus();
      };
      return (
        <LiveTrigger asChild={asChild} {...rest} ref={focusOnArrival}>
          {children}
        </LiveTrigger>
      );
    }
    return (
      <DormantTrigger
        root={root}
        asChild={asChild === true}
        rest={{ ...rest, ref }}
        content={children}
      />
    );
  }

  const parts = new Map<string, ComponentType<AnyProps>>([
    ['Root', Root],
    ['Trigger', Trigger],
  ]);
  const partNamed = (name: string) => {
    let part = parts.get(name);
    if (!part) {
      const Part = (props: AnyProps) => {
        const { live } = useRootContext(RootContext);
        const LivePart = live?.[name];
        return LivePart ? <LivePart {...props} /> : null;
      };
      Part.displayName = `Deferred.${name}`;
      part = Part;
      parts.set(name, part);
    }
    return part;
  };
  const namespace = new Proxy({} as N, {
    get: (_target, name) => (typeof name === 'string' ? partNamed(name) : undefined),
  });
  preloaders.set(namespace, preload);
  return namespace;
}

function useRootContext(context: Context<RootContextValue | null>): RootContextValue {
  const value = useContext(context);
  if (!value) throw new Error('A deferred widget part is used outside its Root');
  return value;
}

/** The trigger before the widget has loaded: the same element, waking the widget when used. */
function DormantTrigger({
  root,
  asChild,
  rest,
  content,
}: {
  root: RootContextValue;
  asChild: boolean;
  rest: AnyProps;
  content: ReactNode;
}) {
  const element: ReactElement<AnyProps> =
    asChild && isValidElement<AnyProps>(content) ? (
      content
    ) : (
      <button type="button">{content}</button>
    );
  const own = element.props;
  const wake = (event: SyntheticEvent) => root.wake(document.activeElement === event.currentTarget);
  const handlers =
    root.wakeOn === 'click'
      ? {
          onPointerEnter: both(own.onPointerEnter, root.preload),
          onTouchStart: both(own.onTouchStart, root.preload),
          onFocus: both(own.onFocus, root.preload),
          onClick: both(own.onClick, wake),
        }
      : {
          onPointerEnter: both(own.onPointerEnter, wake),
          onFocus: both(own.onFocus, wake),
        };
  return cloneElement(element, {
    ...rest,
    ...handlers,
    ...(root.popup ? { 'aria-haspopup': root.popup, 'aria-expanded': false } : {}),
    'data-state': 'closed',
  });
}
