import { Bell, CircleUserRound, LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SignOutItem } from "./sign-out-item";

// Rendered on the server: only the sign-out item, which acts on a click, is a client component.
export function UserMenu({ name, email, role }: { name: string; email: string; role: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account: ${name}`}>
          <UserRound aria-hidden className="size-4" />
          <span className="hidden md:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <div className="font-medium">{name}</div>
          <div className="text-xs font-normal text-muted-foreground">{email}</div>
          <div className="text-xs font-normal text-muted-foreground">Role: {role}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings/account">
            <CircleUserRound aria-hidden className="size-4" />
            My account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings/notifications">
            <Bell aria-hidden className="size-4" />
            Notifications
          </Link>
        </DropdownMenuItem>
        <SignOutItem>
          <LogOut aria-hidden className="size-4" />
          Sign out
        </SignOutItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
