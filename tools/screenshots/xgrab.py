#!/usr/bin/env python3
"""Saves the whole X screen ($DISPLAY) as a PNG, with nothing but libX11 and Python.

  xgrab.py OUT.png

For screenshots of the real application under Xvfb where ImageMagick's `import` is not
installed:

  xvfb-run -s "-screen 0 1366x768x24" sh -c 'gpuscout --database DB LINK & sleep 8; \
      tools/screenshots/xgrab.py shot.png; kill $!'
"""
import ctypes
import ctypes.util
import struct
import sys
import zlib

ZPIXMAP = 2
ALL_PLANES = ctypes.c_ulong(0xFFFFFFFF)


class XImage(ctypes.Structure):
    # The fields of Xlib's XImage up to the pixel masks (Xlib.h), enough to read a ZPixmap.
    _fields_ = [('width', ctypes.c_int), ('height', ctypes.c_int), ('xoffset', ctypes.c_int),
                ('format', ctypes.c_int), ('data', ctypes.POINTER(ctypes.c_ubyte)),
                ('byte_order', ctypes.c_int), ('bitmap_unit', ctypes.c_int),
                ('bitmap_bit_order', ctypes.c_int), ('bitmap_pad', ctypes.c_int),
                ('depth', ctypes.c_int), ('bytes_per_line', ctypes.c_int),
                ('bits_per_pixel', ctypes.c_int), ('red_mask', ctypes.c_ulong),
                ('green_mask', ctypes.c_ulong), ('blue_mask', ctypes.c_ulong)]


def grab():
    x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library('X11') or 'libX11.so.6')
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XGetImage.restype = ctypes.POINTER(XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XDisplayWidth.argtypes = x11.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit('cannot open the X display (is DISPLAY set?)')
    width, height = x11.XDisplayWidth(display, 0), x11.XDisplayHeight(display, 0)
    image = x11.XGetImage(display, x11.XDefaultRootWindow(display), 0, 0, width, height,
                          ALL_PLANES, ZPIXMAP).contents
    if image.bits_per_pixel != 32:
        sys.exit(f'{image.bits_per_pixel} bits per pixel: only 24-bit screens in 32-bit pixels')
    raw = ctypes.string_at(image.data, image.bytes_per_line * height)
    rows = []
    for y in range(height):
        line = raw[y * image.bytes_per_line:y * image.bytes_per_line + width * 4]
        # Little-endian BGRX to RGB.
        rgb = bytearray(width * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = line[2::4], line[1::4], line[0::4]
        rows.append(b'\0' + bytes(rgb))
    return width, height, b''.join(rows)


def png(width, height, data):
    def chunk(kind, body):
        return (struct.pack('>I', len(body)) + kind + body
                + struct.pack('>I', zlib.crc32(kind + body) & 0xFFFFFFFF))
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(data, 6)) + chunk(b'IEND', b''))


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], 'wb') as f:
        f.write(png(*grab()))
