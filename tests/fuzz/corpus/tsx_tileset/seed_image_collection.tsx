<?xml version="1.0"?>
<tileset name="c" tilewidth="32" tileheight="32" tilecount="3" columns="0">
 <tile id="0"><image source="a.png" width="32" height="32"/></tile>
 <tile id="1"><properties><property name="collides" type="bool" value="true"/></properties><image source="b.png"/></tile>
 <tile id="2"><image source="c.png"/></tile>
</tileset>
