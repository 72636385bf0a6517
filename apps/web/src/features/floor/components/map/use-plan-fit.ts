import { useEffect, useRef, useState } from "react";

/** A plan fitted to the screen is never drawn smaller than a finger can still use. */
const MIN_FITTED_HEIGHT_PX = 240;

/**
 * How big the plan is drawn: screen pixels per plan unit, and the height it may take (what is
 * left of the screen below it, less `fitScreenBelow`, when given). Measured again whenever the
 * drawing or the window changes size. The returned ref goes on the plan's <svg>.
 */
export function usePlanFit(view: { width: number; height: number }, fitScreenBelow: number | undefined) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [pixelsPerUnit, setPixelsPerUnit] = useState(1);
  const [maxHeight, setMaxHeight] = useState("75vh");

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const box = svg.getBoundingClientRect();
      if (box.width > 0) setPixelsPerUnit(Math.min(box.width / view.width, box.height / view.height));
      if (fitScreenBelow !== undefined) {
        const left = window.innerHeight - (box.top + window.scrollY) - fitScreenBelow;
        setMaxHeight(`${Math.max(MIN_FITTED_HEIGHT_PX, Math.floor(left))}px`);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [view.width, view.height, fitScreenBelow]);

  return { svgRef, pixelsPerUnit, maxHeight };
}
