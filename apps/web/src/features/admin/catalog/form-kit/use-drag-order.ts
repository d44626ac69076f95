import { useState, type DragEvent } from 'react';

/**
 * HTML5 drag and drop for a list the mouse can reorder; the MoveButtons beside each row are the
 * keyboard's way. Answers the props of the row at `index` and which row is being dragged over.
 */
export function useDragOrder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const rowProps = (index: number) =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only when some data is set.
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
          'data-drag-over': over === index && dragged !== index ? 'true' : undefined,
          cursor: 'grab',
        }
      : {};

  return { rowProps };
}
