"""Stylised court figures: Spanish sota / caballo / rey and French J / Q / K (double-ended busts).

Flat shapes with a dark outline, in the colours of the suit (as on real Spanish figures, each
figure wears its suit's colour with a contrasting second colour) and holding the suit symbol.
"""

from __future__ import annotations

from .symbols import FRENCH_COLOURS, SPANISH_COLOURS, num

INK = "#2b1d10"
SKIN = "#f4c9a1"
HAIR = "#6b3e1f"
GOLD = "#f2c230"
WHITE = "#fbf7ee"
SECOND = {"O": "#cf2a27", "C": "#2457b5", "E": "#e9a80f", "B": "#cf2a27"}

_OUT = f'stroke="{INK}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"'


def _use(symbol: str, x: float, y: float, scale: float, rotate: float = 0) -> str:
    rot = f" rotate({num(rotate)})" if rotate else ""
    return (f'<use xlink:href="#{symbol}" '
            f'transform="translate({num(x)} {num(y)}){rot} scale({scale:.4g})"/>')


def _face(cx: float, cy: float, r: float, beard: str | None = None) -> str:
    """A round face with simple features; ``beard`` colours a full beard (kings)."""
    eye_y, eye_dx = cy - r * 0.05, r * 0.36
    out = [f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{SKIN}" {_OUT}/>']
    if beard:
        out.append(
            f'<path d="M{num(cx - r * 0.95)} {num(cy + r * 0.05)}C{num(cx - r * 0.9)} {num(cy + r * 1.35)} '
            f'{num(cx + r * 0.9)} {num(cy + r * 1.35)} {num(cx + r * 0.95)} {num(cy + r * 0.05)}'
            f'C{num(cx + r * 0.6)} {num(cy + r * 0.55)} {num(cx - r * 0.6)} {num(cy + r * 0.55)} '
            f'{num(cx - r * 0.95)} {num(cy + r * 0.05)}Z" fill="{beard}" {_OUT}/>')
        out.append(
            f'<path d="M{num(cx - r * 0.42)} {num(cy + r * 0.42)}C{num(cx - r * 0.2)} {num(cy + r * 0.22)} '
            f'{num(cx + r * 0.2)} {num(cy + r * 0.22)} {num(cx + r * 0.42)} {num(cy + r * 0.42)}" '
            f'fill="none" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>')
    else:
        out.append(
            f'<path d="M{num(cx - r * 0.25)} {num(cy + r * 0.45)}Q{num(cx)} {num(cy + r * 0.62)} '
            f'{num(cx + r * 0.25)} {num(cy + r * 0.45)}" fill="none" stroke="#a0412d" '
            f'stroke-width="4" stroke-linecap="round"/>')
        out.append(f'<circle cx="{num(cx - r * 0.5)}" cy="{num(cy + r * 0.3)}" r="{num(r * 0.14)}" '
                   f'fill="#f09a8a" fill-opacity="0.6"/>')
        out.append(f'<circle cx="{num(cx + r * 0.5)}" cy="{num(cy + r * 0.3)}" r="{num(r * 0.14)}" '
                   f'fill="#f09a8a" fill-opacity="0.6"/>')
    for dx in (-eye_dx, eye_dx):
        out.append(f'<ellipse cx="{num(cx + dx)}" cy="{num(eye_y)}" rx="{num(r * 0.09)}" '
                   f'ry="{num(r * 0.13)}" fill="{INK}"/>')
    out.append(f'<path d="M{num(cx)} {num(eye_y + r * 0.05)}L{num(cx - r * 0.08)} {num(cy + r * 0.28)}'
               f'L{num(cx + r * 0.04)} {num(cy + r * 0.3)}" fill="none" stroke="{INK}" '
               f'stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>')
    return "".join(out)


def _crown(cx: float, base_y: float, width: float, jewel: str) -> str:
    w, h = width, width * 0.62
    x0 = cx - w / 2
    pts = [(x0, base_y), (x0 - w * 0.04, base_y - h), (x0 + w * 0.25, base_y - h * 0.55),
           (cx, base_y - h * 1.1), (x0 + w * 0.75, base_y - h * 0.55), (x0 + w * 1.04, base_y - h),
           (x0 + w, base_y)]
    d = "M" + " L".join(f"{num(x)} {num(y)}" for x, y in pts) + "Z"
    tips = "".join(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(w * 0.06)}" fill="{GOLD}" {_OUT}/>'
                   for x, y in (pts[1], pts[3], pts[5]))
    return (f'<path d="{d}" fill="{GOLD}" {_OUT}/>{tips}'
            f'<rect x="{num(x0)}" y="{num(base_y - h * 0.22)}" width="{num(w)}" '
            f'height="{num(h * 0.26)}" fill="#e0a81e" {_OUT}/>'
            f'<circle cx="{num(cx)}" cy="{num(base_y - h * 0.09)}" r="{num(w * 0.08)}" '
            f'fill="{jewel}" stroke="{INK}" stroke-width="3"/>')


# --- Spanish figures -------------------------------------------------------------------------

def _held_symbol(suit: str, x: float, y: float, raised: bool) -> str:
    """The suit symbol in a figure's hand at (x, y)."""
    if suit in "OC":
        return _use(f"s-{suit}", x, y - 62, 1.05)
    if suit == "E":
        return _use("s-E", x, y - 95 if raised else y - 100, 1.45, 12 if raised else 0)
    return _use("s-B", x, y - 10, 1.45, 14 if raised else 0)


def _sota(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    return "".join([
        # legs and shoes
        f'<path d="M262 600L258 790L290 790L296 600Z" fill="{second}" {_OUT}/>',
        f'<path d="M314 600L320 790L352 790L348 600Z" fill="{second}" {_OUT}/>',
        f'<path d="M248 792C248 778 292 776 294 792Z" fill="{INK}"/>',
        f'<path d="M316 792C318 776 362 778 362 792Z" fill="{INK}"/>',
        # left arm (hand on hip)
        f'<path d="M238 372C205 420 200 470 232 500L252 484C236 462 240 425 258 395Z" fill="{main}" {_OUT}/>',
        f'<circle cx="243" cy="498" r="17" fill="{SKIN}" {_OUT}/>',
        # tunic with belt and hem trim
        f'<path d="M240 366C262 352 338 352 360 366L378 612C330 628 270 628 222 612Z" fill="{main}" {_OUT}/>',
        f'<path d="M226 590C272 606 328 606 376 590L378 612C330 628 270 628 222 612Z" fill="{second}" {_OUT}/>',
        f'<rect x="232" y="482" width="136" height="20" fill="{INK}"/>',
        f'<rect x="288" y="480" width="24" height="24" fill="{GOLD}" stroke="{INK}" stroke-width="3"/>',
        f'<path d="M300 370L300 478" stroke="{second}" stroke-width="8"/>',
        "".join(f'<circle cx="300" cy="{y}" r="6" fill="{GOLD}" stroke="{INK}" stroke-width="2.5"/>'
                for y in (395, 425, 455)),
        # collar and neck
        f'<rect x="287" y="322" width="26" height="36" fill="{SKIN}" {_OUT}/>',
        f'<path d="M258 362C280 378 320 378 342 362L334 350C318 360 282 360 266 350Z" fill="{WHITE}" {_OUT}/>',
        # right arm raised, holding the symbol
        f'<path d="M356 370C390 390 408 420 414 470L392 476C386 440 372 415 348 400Z" fill="{main}" {_OUT}/>',
        _held_symbol(suit, 404, 470, raised=False),
        f'<circle cx="404" cy="474" r="17" fill="{SKIN}" {_OUT}/>',
        # head with page-boy hair and feathered cap
        f'<path d="M252 290C246 236 354 236 348 290L350 322C330 330 270 330 250 322Z" fill="{HAIR}" {_OUT}/>',
        _face(300, 282, 42),
        f'<path d="M248 256C250 214 352 214 352 256C334 246 268 246 248 256Z" fill="{second}" {_OUT}/>',
        f'<path d="M340 236C372 206 388 190 404 196C396 214 372 232 346 246Z" fill="{WHITE}" {_OUT}/>',
    ])


def _caballo(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    horse = "#f3e7d3"
    mane = "#8a5a34"
    return "".join([
        # tail and far legs
        f'<path d="M462 560C506 590 512 660 488 720C476 690 470 650 446 610Z" fill="{mane}" {_OUT}/>',
        f'<path d="M250 640L236 790L262 790L276 650Z" fill="#e2d2b8" {_OUT}/>',
        f'<path d="M410 640L424 790L450 790L438 630Z" fill="#e2d2b8" {_OUT}/>',
        # body
        f'<ellipse cx="345" cy="590" rx="135" ry="72" fill="{horse}" {_OUT}/>',
        # near legs: front one lifted, walking
        f'<path d="M232 620L196 680L214 742L236 738L224 690L262 640Z" fill="{horse}" {_OUT}/>',
        f'<path d="M378 640L372 792L400 792L408 640Z" fill="{horse}" {_OUT}/>',
        f'<path d="M206 742L236 736L238 752L208 758Z" fill="{INK}"/>',
        f'<path d="M368 790L404 790L404 802L366 802Z" fill="{INK}"/>',
        f'<path d="M232 790L264 790L264 802L230 802Z" fill="{INK}"/>',
        f'<path d="M420 790L452 790L454 802L420 802Z" fill="{INK}"/>',
        # neck and head, facing left
        f'<path d="M240 600C222 560 206 500 202 458C200 440 188 426 174 426L122 494C110 510 114 532 '
        f'134 536C150 536 166 526 182 516C196 548 214 590 250 628Z" fill="{horse}" {_OUT}/>',
        f'<path d="M176 430L182 396L196 436Z" fill="{horse}" {_OUT}/>',
        f'<path d="M182 426C206 440 214 480 226 520C232 540 244 566 262 584C236 560 214 520 206 490'
        f'C200 470 196 448 182 426Z" fill="{mane}" {_OUT}/>',
        f'<circle cx="166" cy="462" r="6" fill="{INK}"/>',
        f'<circle cx="128" cy="516" r="4" fill="{INK}"/>',
        # bridle and reins
        f'<path d="M176 436L146 520M132 504L196 488" fill="none" stroke="{second}" stroke-width="6"/>',
        f'<path d="M150 510C220 520 280 520 318 520" fill="none" stroke="{INK}" stroke-width="3"/>',
        # saddle cloth
        f'<path d="M286 530L400 530L408 650C370 666 320 666 280 650Z" fill="{main}" {_OUT}/>',
        f'<path d="M282 628C322 644 370 644 406 628L408 650C370 666 320 666 280 650Z" fill="{second}" {_OUT}/>',
        # rider: torso, leg, arm
        f'<path d="M306 420C318 404 370 404 382 420L392 540L298 540Z" fill="{main}" {_OUT}/>',
        f'<rect x="298" y="520" width="94" height="16" fill="{INK}"/>',
        f'<path d="M324 530L310 620L334 690L356 684L338 618L356 540Z" fill="{second}" {_OUT}/>',
        f'<path d="M326 684L364 680L368 700L324 704Z" fill="{INK}"/>',
        f'<path d="M318 428C300 460 300 500 318 520L336 510C324 490 324 462 338 440Z" fill="{main}" {_OUT}/>',
        f'<circle cx="324" cy="520" r="14" fill="{SKIN}" {_OUT}/>',
        f'<path d="M372 424C400 400 420 372 428 338L450 346C444 386 420 420 388 446Z" fill="{main}" {_OUT}/>',
        _held_symbol(suit, 440, 340, raised=True),
        f'<circle cx="440" cy="342" r="16" fill="{SKIN}" {_OUT}/>',
        # head with brimmed hat
        f'<rect x="332" y="378" width="24" height="32" fill="{SKIN}" {_OUT}/>',
        _face(344, 352, 36),
        f'<path d="M300 330C300 318 388 318 388 330C380 338 308 338 300 330Z" fill="{second}" {_OUT}/>',
        f'<path d="M314 328C312 282 376 282 374 328Z" fill="{second}" {_OUT}/>',
        f'<path d="M316 312C336 300 356 300 372 312" fill="none" stroke="{GOLD}" stroke-width="6"/>',
    ])


def _rey(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    ermine = "".join(f'<path d="M{x} {y}l-4 9h8z" fill="{INK}"/>'
                     for x, y in ((300, 420), (300, 480), (300, 540), (300, 600), (300, 660),
                                  (230, 770), (270, 776), (330, 776), (370, 770)))
    return "".join([
        # cape behind
        f'<path d="M232 370C180 470 166 640 170 800L430 800C434 640 420 470 368 370Z" fill="{second}" {_OUT}/>',
        # robe
        f'<path d="M238 372C262 356 338 356 362 372L400 796L200 796Z" fill="{main}" {_OUT}/>',
        f'<path d="M288 372L312 372L318 760L282 760Z" fill="{WHITE}" {_OUT}/>',
        f'<path d="M204 756C260 770 340 770 396 756L400 796L200 796Z" fill="{WHITE}" {_OUT}/>',
        ermine,
        f'<path d="M238 374C262 400 338 400 362 374C340 360 260 360 238 374Z" fill="{WHITE}" {_OUT}/>',
        # shoes
        f'<path d="M240 796C240 782 286 782 288 796Z" fill="{INK}"/>',
        f'<path d="M312 796C314 782 360 782 360 796Z" fill="{INK}"/>',
        # left arm across the chest
        f'<path d="M246 384C214 440 226 500 270 510L284 490C256 480 252 440 270 410Z" fill="{main}" {_OUT}/>',
        f'<circle cx="282" cy="500" r="17" fill="{SKIN}" {_OUT}/>',
        # right arm holding the symbol out
        f'<path d="M354 384C390 410 404 450 404 500L380 504C378 466 368 440 344 420Z" fill="{main}" {_OUT}/>',
        _held_symbol(suit, 394, 500, raised=False),
        f'<circle cx="394" cy="502" r="17" fill="{SKIN}" {_OUT}/>',
        # head: hair, face with beard, crown
        f'<rect x="288" y="320" width="24" height="40" fill="{SKIN}" {_OUT}/>',
        f'<path d="M254 300C250 240 350 240 346 300L350 338C330 346 270 346 250 338Z" fill="#cfc6b4" {_OUT}/>',
        _face(300, 288, 42, beard="#e9e3d6"),
        _crown(300, 254, 96, "#cf2a27" if suit != "C" else "#2457b5"),
    ])


def spanish_figure(value: int, suit: str) -> str:
    return {10: _sota, 11: _caballo, 12: _rey}[value](suit)


# --- French court cards ----------------------------------------------------------------------

def _bust(rank: str, suit: str) -> str:
    """The upper half of a double-ended court card, in card units (630 x 880, middle y=440)."""
    red = suit in "HD"
    robe = "#c62828" if red else "#1f4590"
    other = "#1f4590" if red else "#c62828"
    hair = {"K": "#cfc6b4", "Q": "#e0a53a", "J": HAIR}[rank]
    parts = [
        # shoulders and robe down to the middle line
        f'<path d="M170 440C170 360 220 318 315 318C410 318 460 360 460 440Z" fill="{robe}" {_OUT}/>',
        f'<path d="M268 322L315 440L362 322C340 314 290 314 268 322Z" fill="{GOLD}" {_OUT}/>',
        f'<path d="M290 330L315 400L340 330" fill="none" stroke="{other}" stroke-width="8"/>',
        f'<path d="M190 400C230 388 250 390 268 398M440 400C400 388 380 390 362 398" fill="none" '
        f'stroke="{GOLD}" stroke-width="6"/>',
        f'<rect x="302" y="282" width="26" height="40" fill="{SKIN}" {_OUT}/>',
    ]
    if rank == "Q":
        parts.append(f'<path d="M262 250C250 320 276 346 315 346C354 346 380 320 368 250Z" '
                     f'fill="{hair}" {_OUT}/>')
    parts.append(f'<path d="M265 230C262 180 368 180 365 230L368 262C348 270 282 270 262 262Z" '
                 f'fill="{hair}" {_OUT}/>')
    parts.append(_face(315, 236, 44, beard="#e9e3d6" if rank == "K" else None))
    if rank == "K":
        parts.append(_crown(315, 200, 100, other))
        # sceptre over the shoulder
        parts.append(f'<path d="M420 440L452 250" stroke="{INK}" stroke-width="14" stroke-linecap="round"/>'
                     f'<path d="M420 440L452 250" stroke="{GOLD}" stroke-width="8" stroke-linecap="round"/>'
                     f'<circle cx="454" cy="240" r="16" fill="{GOLD}" {_OUT}/>')
    elif rank == "Q":
        parts.append(_crown(315, 198, 78, other))
        # a rose
        parts.append(f'<path d="M420 440L430 320" stroke="#2f8a3a" stroke-width="7"/>'
                     f'<circle cx="431" cy="306" r="20" fill="#d0202f" {_OUT}/>'
                     f'<path d="M422 302C428 296 436 296 440 306" fill="none" stroke="{INK}" stroke-width="3"/>')
    else:
        parts.append(f'<path d="M262 214C262 170 368 170 368 214C350 206 280 206 262 214Z" '
                     f'fill="{other}" {_OUT}/>'
                     f'<path d="M270 210L362 210" stroke="{GOLD}" stroke-width="7"/>'
                     f'<path d="M356 196C392 150 420 140 436 150C424 176 392 196 364 212Z" '
                     f'fill="{WHITE}" {_OUT}/>')
        # a halberd
        parts.append(f'<path d="M422 440L444 250" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>'
                     f'<path d="M444 250L430 226L460 232Z" fill="#c9d3df" {_OUT}/>')
    parts.append(_use(f"s-{suit}", 195, 170, 0.62))
    return "".join(parts)


def french_face(rank: str, suit: str) -> str:
    colour = FRENCH_COLOURS[suit]
    x0, y0, x1, y1 = 122, 84, 508, 796
    half = _bust(rank, suit)
    return (
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="12" fill="#fbf1dc" '
        f'stroke="{colour}" stroke-width="6"/>'
        f'<rect x="{x0 + 10}" y="{y0 + 10}" width="{x1 - x0 - 20}" height="{y1 - y0 - 20}" rx="6" '
        f'fill="none" stroke="{GOLD}" stroke-width="3"/>'
        f"{half}"
        f'<g transform="rotate(180 315 440)">{half}</g>'
        f'<path d="M{x0 + 10} 440L{x1 - 10} 440" stroke="{colour}" stroke-width="4"/>'
    )
