/** TechTool is one external classroom-technology tool; its texts are in tools.json `techIntegration`. */
export type TechTool = {
  key: 'nearpod' | 'pearDeck' | 'flip' | 'whiteboardChat';
  href: string;
  /** A retired tool's notice, in tools.json `techIntegration.notices`. */
  notice?: 'flip';
};

/**
 * TECH_TOOLS are the four tools of docs/product.md §2.5. Flip stays because the specification lists it,
 * but Microsoft retired it on 30 September 2024: its card says so and links to Microsoft's page
 * about what replaced it.
 */
export const TECH_TOOLS: readonly TechTool[] = [
  { key: 'nearpod', href: 'https://nearpod.com' },
  { key: 'pearDeck', href: 'https://www.peardeck.com' },
  { key: 'flip', href: 'https://info.flip.com', notice: 'flip' },
  { key: 'whiteboardChat', href: 'https://www.whiteboard.chat' },
];
