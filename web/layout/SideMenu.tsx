/**
 * The drawer menu built from the stored MENU (spec part 1 section 2): Home first, then the
 * top-level items, groups collapsible, links highlighting the open screen. The group holding the
 * open screen unfolds by itself.
 */
import {
  ChevronRight,
  ExpandLess,
  ExpandMore,
  FolderOpenOutlined,
  FolderOutlined,
  HomeOutlined,
} from '@mui/icons-material';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '../../common/messages';
import { storedMenu } from '../lib/auth-storage';
import { buildMenuTree, containsPath, type MenuNode } from './menu-tree';

interface SideMenuProps {
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate(): void;
}

const INDENT = 2;

function MenuLink({ node, depth, onNavigate }: { node: MenuNode; depth: number; onNavigate(): void }) {
  return (
    <ListItemButton
      component={NavLink}
      to={node.item.URL ?? '/'}
      onClick={onNavigate}
      sx={{ pl: 2 + depth * INDENT, py: 0.6 }}
    >
      <ListItemIcon sx={{ minWidth: 28 }}>
        <ChevronRight fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={node.item.MENU_LIST_DESC} slotProps={{ primary: { variant: 'body2' } }} />
    </ListItemButton>
  );
}

interface MenuGroupProps {
  node: MenuNode;
  depth: number;
  open: Record<number, boolean>;
  toggle(id: number): void;
  onNavigate(): void;
}

function MenuGroup({ node, depth, open, toggle, onNavigate }: MenuGroupProps) {
  const id = node.item.MENU_LIST_ID;
  const expanded = open[id] ?? false;
  return (
    <>
      <ListItemButton onClick={() => toggle(id)} aria-expanded={expanded} sx={{ pl: 2 + depth * INDENT }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          {expanded ? <FolderOpenOutlined /> : <FolderOutlined />}
        </ListItemIcon>
        <ListItemText
          primary={node.item.MENU_LIST_DESC}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {/* A div, as the drawer's own list is the nav: a ul may hold only li, and these are links. */}
        <List component="div" disablePadding>
          {node.children.map((child) => (
            <MenuEntry
              key={child.item.MENU_LIST_ID}
              node={child}
              depth={depth + 1}
              open={open}
              toggle={toggle}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function MenuEntry(props: MenuGroupProps) {
  if (props.node.children.length > 0) return <MenuGroup {...props} />;
  if (!props.node.item.URL) return null;
  return <MenuLink node={props.node} depth={props.depth} onNavigate={props.onNavigate} />;
}

export function SideMenu({ onNavigate }: SideMenuProps) {
  const tree = useMemo(() => buildMenuTree(storedMenu()), []);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<number, boolean>>({});

  useEffect(() => {
    const active = tree.filter((node) => node.children.length > 0 && containsPath(node, pathname));
    if (active.length === 0) return;
    setOpen((current) => {
      const next = { ...current };
      for (const node of active) next[node.item.MENU_LIST_ID] = true;
      return next;
    });
  }, [tree, pathname]);

  const toggle = (id: number) => setOpen((current) => ({ ...current, [id]: !current[id] }));

  return (
    <List component="nav" aria-label="menu" sx={{ px: 1.5, py: 1.5 }}>
      <ListItemButton component={NavLink} to="/" end onClick={onNavigate}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <HomeOutlined />
        </ListItemIcon>
        <ListItemText
          primary={messages.home}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
      {tree.map((node) => (
        <MenuEntry
          key={node.item.MENU_LIST_ID}
          node={node}
          depth={0}
          open={open}
          toggle={toggle}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}
