/** The h1 of a list page, made from its route's navbar label and menu. */
import type { ListRoute } from '../contract';

export function listHeading(route: ListRoute): string {
  switch (route.menu) {
    case 'main':
      return `${route.label} games`;
    case 'platforms':
      return `${route.label} games`;
    case 'sort-by':
      return `All games: ${route.label}`;
    case 'categories':
      return `Category: ${route.label}`;
  }
}

/** The document title of a list page: "Shooter games" for a category, its heading otherwise. */
export function listTitle(route: ListRoute): string {
  return route.menu === 'categories' ? `${route.label} games` : listHeading(route);
}
